// This file is part of the app's first script (routes/prefetchLanding.ts): it imports nothing.

/** An image as a preload asks for it: its address, or the variants a <source> would pick among. */
export type ImageRequest = { href: string } | { imagesrcset: string; imagesizes: string; type: string };

/**
 * Asks for a screen's largest paint now, at high priority, as soon as the landing's early answer says which image it
 * is, instead of once the screen has rendered it (Lighthouse's `prioritize-lcp-image`). The browser hands the
 * preloaded image to the element that asks for it in the same way.
 */
export function preloadImage(image: ImageRequest): void {
  const link = document.createElement('link');
  // Attributes, not properties: `imageSrcset` and `fetchPriority` are not reflected everywhere.
  for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', fetchpriority: 'high', ...image }))
    link.setAttribute(name, value);
  document.head.append(link);
}
