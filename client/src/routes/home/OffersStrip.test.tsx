import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderAt } from '../../test/renderAt';
import { OffersStrip } from './OffersStrip';
import { offersDocument } from '../../components/offers/offersQuery';

const offer = (id: string) => ({ __typename: 'Offer', id, imageUrl: `/uploads/${id}.png`, createdAt: '2026-11-20T10:00:00.000Z' });

describe('the offers strip', () => {
  it('scrolls the offer images, served from their imageUrl', async () => {
    renderAt('/', <OffersStrip />, {
      mocks: [{ request: { query: offersDocument }, result: { data: { offers: [offer('o1'), offer('o2')] } } }],
    });
    const strip = await screen.findByRole('region', { name: 'Offers' });
    // The visible group: one image per offer (the loop's copy is hidden from assistive technology).
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['/uploads/o1.png', '/uploads/o2.png']);
    expect(strip.querySelectorAll('img')).toHaveLength(4);
    // Sized before they load: the strip does not shift the page.
    for (const img of strip.querySelectorAll('img'))
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['420', '168']);
  });

  it("shows 'Failed to load offers.' in place of the strip when the offers cannot be loaded", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/', <OffersStrip />, { mocks: [{ request: { query: offersDocument }, error: new Error('network down') }] });
    expect(await screen.findByText('Failed to load offers.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Offers' })).toBeNull();
    expect(screen.queryAllByRole('img')).toEqual([]);
    await waitFor(() => expect(log).toHaveBeenCalled());
    log.mockRestore();
  });

  it('stays out of the way when there are no offers', async () => {
    const { container } = renderAt('/', <OffersStrip />, {
      mocks: [{ request: { query: offersDocument }, result: { data: { offers: [] } } }],
    });
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
  });
});
