import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DeliveryLegs, mapLink } from './DeliveryLegs';

describe("staff's view of the delivery legs", () => {
  it('marks a leg whose area the server could not place, with its landmark, and not the known one', () => {
    render(
      <DeliveryLegs
        pickupAddress="12 Shanti Kunj, Indore"
        pickupLandmark="opposite Gurudwara"
        pickupAreaToConfirm
        returnAddress="45, विजय नगर, इंदौर"
        returnAreaToConfirm={false}
      />,
    );
    const [pickup, back] = within(screen.getByRole('list', { name: 'Delivery' })).getAllByRole('listitem');
    expect(pickup.textContent).toBe('Deliver to 12 Shanti Kunj, Indore (landmark: opposite Gurudwara) · map · Area to confirm');
    expect(back.textContent).toBe('Collect from 45, विजय नगर, इंदौर · map');
  });

  it('shows nothing without delivery, and maps an address by search when it has no pin', () => {
    const { container } = render(<DeliveryLegs pickupAddress={null} returnAddress={null} />);
    expect(container.textContent).toBe('');
    expect(mapLink('Bicholi Mardana')).toBe('https://www.openstreetmap.org/search?query=Bicholi%20Mardana');
  });
});
