import { Readable } from 'node:stream';
import sharp from 'sharp';
import { isPlainFileName, MAX_IMAGE_PIXELS, type ImageStorage, type StoredFile } from './uploads.js';

/** The widths a car card asks for (1x and 2x of its 480 px box); nothing else is ever made. */
export const CARD_WIDTHS = [480, 960] as const;
export type CardWidth = (typeof CARD_WIDTHS)[number];

/** `abc.png` → `abc.png.w480.webp`: the name says what it was made from, so an old upload gets one on first request. */
export function variantName(fileName: string, width: CardWidth): string {
  return `${fileName}.w${width}.webp`;
}

// The suffix and the original's extension are matched apart: no pattern scans the (requested) name more than once.
const VARIANT_SUFFIX = /\.w(\d{1,4})\.webp$/;
const IMAGE_FILE = /.\.(?:png|jpg|gif|webp)$/;
/** The original and width a variant's name stands for, or null when the name is not a variant's. */
export function variantOf(fileName: string): { original: string; width: CardWidth } | null {
  const suffix = VARIANT_SUFFIX.exec(fileName);
  if (!suffix) return null;
  const original = fileName.slice(0, suffix.index);
  const width = Number(suffix[1]) as CardWidth;
  // Only an original's variant: `x.png.w480.webp.w960.webp` names a variant of a variant, which is never made.
  return IMAGE_FILE.test(original) && !VARIANT_SUFFIX.test(original) && CARD_WIDTHS.includes(width) ? { original, width } : null;
}

/** A WebP at most `width` wide (never enlarged), first frame only, without metadata. */
export function resizedWebp(bytes: Buffer, width: CardWidth): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 74 })
    .toBuffer();
}

async function bytesOf(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Any storage, plus card-sized WebP variants of every image: made when an image is saved, removed with it, and made
 * on first request for images stored before (the demo seed's, a restore's). Originals stay as they are at
 * /uploads/{file} for legacy clients; the variants are what a phone downloads for a card.
 */
export class ImageStorageWithVariants implements ImageStorage {
  constructor(readonly inner: ImageStorage) {}

  async saveImage(bytes: Buffer): Promise<string> {
    const name = await this.inner.saveImage(bytes);
    try {
      await Promise.all(CARD_WIDTHS.map(async (width) => this.inner.put(variantName(name, width), await resizedWebp(bytes, width))));
    } catch (err) {
      await this.remove(name);
      throw err;
    }
    return name;
  }

  /** Removes the image and every file named after it (its variants, and any a former version of this code made). */
  async remove(fileName: string | null | undefined): Promise<void> {
    if (!isPlainFileName(fileName)) return;
    const derived: string[] = [];
    for await (const name of this.inner.list(`${fileName}.w`)) derived.push(name);
    await Promise.all([this.inner.remove(fileName), ...derived.map((name) => this.inner.remove(name))]);
  }

  put(fileName: string, bytes: Buffer): Promise<void> {
    return this.inner.put(fileName, bytes);
  }
  has(fileName: string): Promise<boolean> {
    return this.inner.has(fileName);
  }
  list(prefix?: string): AsyncIterable<string> {
    return this.inner.list(prefix);
  }

  async open(fileName: string): Promise<StoredFile | null> {
    const stored = await this.inner.open(fileName);
    if (stored) return stored;
    const variant = isPlainFileName(fileName) ? variantOf(fileName) : null;
    const original = variant && (await this.inner.open(variant.original));
    if (!variant || !original) return null;
    const bytes = await resizedWebp(await bytesOf(original), variant.width);
    await this.inner.put(fileName, bytes);
    return { stream: Readable.from([bytes]), contentType: 'image/webp', length: bytes.length };
  }
}
