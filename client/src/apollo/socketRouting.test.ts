import { describe, expect, it, vi } from 'vitest';
import { bookingChangedDocument } from '../routes/admin/bookings/adminBookingsQuery';
import { notificationAddedDocument } from '../components/notifications/notificationsQuery';
import { createApolloClient } from './client';

/** A socket authenticates when it connects, so admin subscriptions must travel on the admin socket. */
describe('subscription routing', () => {
  function clientWithSpies() {
    const apollo = createApolloClient();
    const customer = vi.spyOn(apollo.socket, 'subscribe').mockReturnValue(() => {});
    const admin = vi.spyOn(apollo.adminSocket, 'subscribe').mockReturnValue(() => {});
    return { apollo, customer, admin };
  }

  it('sends a customer subscription on the customer socket', () => {
    const { apollo, customer, admin } = clientWithSpies();
    apollo.client.subscribe({ query: notificationAddedDocument }).subscribe({});
    expect(customer).toHaveBeenCalledTimes(1);
    expect(admin).not.toHaveBeenCalled();
  });

  it("sends the admin client's subscription on the admin socket", () => {
    sessionStorage.setItem('adminToken', 'admin-1');
    const { apollo, customer, admin } = clientWithSpies();
    apollo.adminClient.subscribe({ query: bookingChangedDocument }).subscribe({});
    expect(admin).toHaveBeenCalledTimes(1);
    expect(customer).not.toHaveBeenCalled();
  });
});
