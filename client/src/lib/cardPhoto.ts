// How a car card's photo is asked for: by the card (components/CarPicture.tsx) and, on a landing on the listing, by
// a preload with the early catalogue answer (routes/prefetchLanding.ts). One description, so the browser hands the
// preloaded image to the card instead of fetching it twice.
import { uploadUrl } from '../components/uploadUrl';
import type { ImageRequest } from './preloadImage';

/** The widths the server makes of every uploaded photo (server/src/modules/common/image-variants.ts). */
const CARD_WIDTHS = [480, 960];
const RASTER_UPLOAD = /^[A-Za-z0-9._-]+\.(png|jpg|gif|webp)$/;

/** The card's rendered width, for the browser's pick among the variants. */
export const CARD_SIZES = '(max-width: 640px) 100vw, 480px';

/** The listing's first cards, loaded at once and first: a wide screen's first row holds two. */
export const PRIORITY_CARDS = 2;

/** `480w, 960w` WebP variants of an uploaded photo, or undefined for anything else (a demo SVG, an absolute URL). */
export function cardVariantSrcSet(image: string): string | undefined {
  if (!RASTER_UPLOAD.test(image)) return undefined;
  return CARD_WIDTHS.map((w) => `${uploadUrl(`${image}.w${w}.webp`)} ${w}w`).join(', ');
}

/** A card's photo as its <picture> asks for it: the variant its <source> picks, or the original. */
export function cardPhotoRequest(image: string): ImageRequest {
  const srcSet = cardVariantSrcSet(image);
  return srcSet ? { imagesrcset: srcSet, imagesizes: CARD_SIZES, type: 'image/webp' } : { href: uploadUrl(image) };
}
