import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchLanding } from './prefetchLanding';
import { takeJson } from '../lib/earlyFetch';

const CARS = [{ image: 'demo-car-ertiga.svg' }, { image: 'a1b2.jpg' }, { image: 'third.png' }];

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => ({
    href: link.getAttribute('href'),
    srcset: link.getAttribute('imagesrcset'),
    sizes: link.getAttribute('imagesizes'),
    type: link.getAttribute('type'),
    priority: link.getAttribute('fetchpriority'),
  }));

describe('prefetchLanding on the car listing and the blogs', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => new Response(JSON.stringify(CARS), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it("asks for the first cards' photos (the largest paint) with the catalogue, as the cards will", async () => {
    void prefetchLanding('#/services/bookcar');
    await vi.waitFor(() => expect(preloads()).toHaveLength(2));
    expect(preloads()).toEqual([
      { href: '/uploads/demo-car-ertiga.svg', srcset: null, sizes: null, type: null, priority: 'high' },
      {
        href: null,
        srcset: '/uploads/a1b2.jpg.w480.webp 480w, /uploads/a1b2.jpg.w960.webp 960w',
        sizes: '(max-width: 640px) 100vw, 480px',
        type: 'image/webp',
        priority: 'high',
      },
    ]);
    // The listing takes the same answer over: one GET.
    await expect(takeJson('/api/v1/cars')).resolves.toEqual(CARS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('preloads nothing when the landing is filtered (its first cards are not the first cars) or carries a period', async () => {
    void prefetchLanding('#/services/bookcar?search=swift');
    await expect(takeJson('/api/v1/cars')).resolves.toEqual(CARS);
    void prefetchLanding('#/services/bookcar?pickupDate=2026-12-01');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual([]);
  });

  it("asks for the first blog card's picture with the blog list", async () => {
    void prefetchLanding('#/blogs');
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    expect(preloads()).toEqual([{ href: '/uploads/demo-car-ertiga.svg', srcset: null, sizes: null, type: null, priority: 'high' }]);
    await expect(takeJson('/api/v1/blogs')).resolves.toEqual(CARS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('preloads nothing when the catalogue fails', async () => {
    fetchMock.mockImplementation(async () => new Response('no', { status: 503 }));
    void prefetchLanding('#/services/bookcar');
    await expect(takeJson('/api/v1/cars')).rejects.toThrow('503');
    expect(preloads()).toEqual([]);
  });
});
