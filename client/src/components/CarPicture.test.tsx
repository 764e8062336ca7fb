import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CarPicture } from './CarPicture';
import { cardVariantSrcSet } from '../lib/cardPhoto';

describe('CarPicture', () => {
  it('offers the card-sized WebP variants of an uploaded photo, with the original as the fallback', () => {
    const { container } = render(<CarPicture image="abc123.png" alt="Swift" />);
    const source = container.querySelector('picture source')!;
    expect(source.getAttribute('type')).toBe('image/webp');
    expect(source.getAttribute('srcset')).toBe('/uploads/abc123.png.w480.webp 480w, /uploads/abc123.png.w960.webp 960w');
    const img = container.querySelector('picture img')!;
    expect(img.getAttribute('src')).toBe('/uploads/abc123.png');
    expect(img.getAttribute('width')).toBe('480');
    expect(img.getAttribute('height')).toBe('300');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('loads a first-row photo at once and first', () => {
    const { container } = render(<CarPicture image="abc123.jpg" alt="Swift" priority />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows other images as they are: the demo SVGs and absolute URLs have no variants', () => {
    expect(cardVariantSrcSet('demo-car-swift.svg')).toBeUndefined();
    expect(cardVariantSrcSet('https://cdn.example.com/a.png')).toBeUndefined();
    const { container } = render(<CarPicture image="demo-car-swift.svg" alt="Swift" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/uploads/demo-car-swift.svg');
  });
});
