import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderAt } from '../../test/renderAt';
import { serveJson } from '../../test/serveJson';
import { OffersStrip } from './OffersStrip';
import { OFFERS_URL } from '../../components/offers/offersQuery';

/** An offer as GET /api/offers answers it (SPEC.md section 7: `_id`, imageUrl). */
const offer = (id: string) => ({ _id: id, imageUrl: `/uploads/${id}.png`, createdAt: '2026-11-20T10:00:00.000Z' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the offers strip', () => {
  it('scrolls the offer images, served from their imageUrl, read with a plain GET (no Apollo on the home page)', async () => {
    const fetch = serveJson({ [OFFERS_URL]: [offer('o1'), offer('o2')] });
    renderAt('/', <OffersStrip />);
    const strip = await screen.findByRole('region', { name: 'Offers' });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/offers']);
    // The visible group: one image per offer (the loop's copy is hidden from assistive technology).
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['/uploads/o1.png', '/uploads/o2.png']);
    expect(strip.querySelectorAll('img')).toHaveLength(4);
    // Sized before they load: the strip does not shift the page.
    for (const img of strip.querySelectorAll('img'))
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['420', '168']);
  });

  it("shows 'Failed to load offers.' in place of the strip when the offers cannot be loaded", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveJson({ [OFFERS_URL]: new Error('network down') });
    renderAt('/', <OffersStrip />);
    expect(await screen.findByText('Failed to load offers.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Offers' })).toBeNull();
    expect(screen.queryAllByRole('img')).toEqual([]);
    await waitFor(() => expect(log).toHaveBeenCalled());
    log.mockRestore();
  });

  it('stays out of the way when there are no offers', async () => {
    const fetch = serveJson({ [OFFERS_URL]: [] });
    const { container } = renderAt('/', <OffersStrip />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
  });
});
