import { uploadUrl } from './uploadUrl';
import { CARD_SIZES, cardVariantSrcSet } from '../lib/cardPhoto';

interface Props {
  image: string;
  alt: string;
  className?: string;
  /** In the first row (likely the largest paint): loaded at once and first. */
  priority?: boolean;
  /** false where the card itself is dragged (the admin's car order): the browser's image drag stays out of it. */
  draggable?: boolean;
}

/**
 * A car photo with explicit size (no layout shift): a phone downloads the card-sized WebP, the original stays the
 * fallback for browsers without WebP and for images without variants.
 */
export function CarPicture({ image, alt, className, priority, draggable }: Props) {
  const srcSet = cardVariantSrcSet(image);
  const img = (
    <img
      className={className}
      src={uploadUrl(image)}
      alt={alt}
      width={480}
      height={300}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      draggable={draggable}
    />
  );
  if (!srcSet) return img;
  return (
    <picture className="car-picture">
      <source type="image/webp" srcSet={srcSet} sizes={CARD_SIZES} />
      {img}
    </picture>
  );
}
