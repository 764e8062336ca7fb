import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { SessionProvider } from '../session/SessionContext';
import { AppRoutes } from './AppRoutes';
import { adminTokenAccepted } from '../test/adminMocks';

function renderApp(url: string) {
  return render(
    <MockedProvider mocks={[adminTokenAccepted()]} showWarnings={false}>
      <MemoryRouter initialEntries={[url]}>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('routes', () => {
  it('shows 404 Page Not Found with a link home for an unknown path', () => {
    renderApp('/no/such/page');
    const heading = screen.getByRole('heading', { level: 1, name: '404 Page Not Found' });
    const section = heading.closest('section')!;
    expect(within(section).getByRole('link').getAttribute('href')).toBe('/');
  });

  it.each([
    ['/about', 'About Indore Drive'],
    ['/service', 'Our Services'],
    ['/faqs', 'Frequently Asked Questions'],
    ['/blogs', 'Blogs'],
    ['/contact', 'Contact Us'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/cookie-policy', 'Cookie Policy'],
    ['/terms', 'Terms & Conditions'],
    ['/policies', 'Cancellation & Refund'],
    ['/userlogin', 'Login'],
    ['/profile', 'Account Settings'],
    ['/bookings', 'My Bookings'],
    ['/download-app', 'Get Indore Drive App'],
    ['/services/registercar', 'Register & Earn'],
    ['/car-rental', 'Car Rental in Indore'],
    ['/blogs/abc', 'Blog'],
  ])('%s shows its heading inside the site header and footer', async (url, title) => {
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('shows the admin login without header or footer', async () => {
    renderApp('/wp-admin');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('sends /admin/* to /wp-admin without an admin token', async () => {
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
  });

  it('shows Admin Page Not Found for an unknown admin path', async () => {
    sessionStorage.setItem('adminToken', 'a1');
    renderApp('/admin/nope');
    expect(await screen.findByRole('heading', { name: 'Admin Page Not Found' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it.each([
    ['/admin/dashboard', 'Dashboard'],
    ['/admin/contact', 'Contact Messages'],
    ['/admin/car-listing', 'Car Listings'],
    ['/admin/editblogs', 'Blogs'],
    ['/admin/offers', 'Offers'],
    ['/admin/car/cars', 'Registered Cars'],
    ['/admin/user', 'Users'],
    ['/admin/reviews', 'Reviews'],
    ['/admin/integrations', 'Integrations'],
    ['/admin/payments', 'Payments'],
    ['/admin/documents', 'Documents'],
    ['/admin/calendar', 'Fleet calendar'],
    ['/admin/pricing', 'Pricing'],
  ])('%s shows the admin screen %s with the admin navigation', async (url, title) => {
    sessionStorage.setItem('adminToken', 'a1');
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Manage Cars',
      'Blogs',
      'Offers',
      'Register cardata',
      'Contacts',
      'Users',
      'Reviews',
      'Integrations',
      'Payments',
      'Documents',
      'Trips',
      'Calendar',
      'Pricing',
    ]);
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });
});
