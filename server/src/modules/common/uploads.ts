import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BadInputError, TooLargeError } from './errors.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const SIGNATURES: { ext: string; test: (b: Buffer) => boolean }[] = [
  { ext: 'png', test: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', test: (b) => b.length > 6 && ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  { ext: 'webp', test: (b) => b.length > 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** The image type a file's bytes show, whatever its name or declared type says. SVG is refused: it can carry script. */
export function detectImageType(bytes: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.ext ?? null;
}

/** Where uploaded images live. A local folder now; an S3-compatible bucket would implement the same two calls. */
export interface ImageStorage {
  /** Checks the bytes, stores them under a random name, and returns that name. */
  saveImage(bytes: Buffer): Promise<string>;
  remove(fileName: string | null | undefined): Promise<void>;
}

export class LocalImageStorage implements ImageStorage {
  constructor(readonly dir: string) {}

  async saveImage(bytes: Buffer): Promise<string> {
    if (bytes.length > MAX_IMAGE_BYTES) throw new TooLargeError('The image is too large (at most 5 MB).');
    const ext = detectImageType(bytes);
    if (!ext) throw new BadInputError('Please upload a valid image (PNG, JPEG, GIF or WebP).');
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, name), bytes, { flag: 'wx' });
    return name;
  }

  async remove(fileName: string | null | undefined): Promise<void> {
    // Only plain names we could have made; never a path.
    if (!fileName || fileName !== path.basename(fileName) || fileName.startsWith('.')) return;
    await unlink(path.join(this.dir, fileName)).catch(() => {});
  }
}
