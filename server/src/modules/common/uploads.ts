import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import path from 'node:path';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import sharp from 'sharp';
import { BadInputError, TooLargeError } from './errors.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * Names of private files (documents, trip photos, signatures) begin so. They live in their own store
 * (private-files.ts), and the public /uploads route refuses any path that names one, however spelled.
 */
export const PRIVATE_PREFIX = 'private-';
const TOO_LARGE = 'The image is too large (at most 5 MB).';

const SIGNATURES: { ext: string; test: (b: Buffer) => boolean }[] = [
  { ext: 'png', test: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', test: (b) => b.length > 6 && ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  {
    ext: 'webp',
    test: (b) => b.length > 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The image type a file's bytes show, whatever its name or declared type says. SVG is refused: it can carry script. */
export function detectImageType(bytes: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.ext ?? null;
}

/** A stored file opened for reading. */
export interface StoredFile {
  stream: Readable;
  contentType: string;
  length?: number;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};
export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[path.extname(fileName).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

/** Only plain names we could have made (or the demo seed draws); never a path, never a dotfile. */
export function isPlainFileName(fileName: string | null | undefined): fileName is string {
  return Boolean(fileName) && fileName === path.basename(fileName!) && !fileName!.startsWith('.') && /^[A-Za-z0-9._-]+$/.test(fileName!);
}

/**
 * Where uploaded images live: a local folder (the default) or an S3-compatible bucket (S3_BUCKET). This is the
 * single writer of uploads: services store and remove through it, /uploads/{file} reads through it, and
 * backups list and restore through it.
 */
export interface ImageStorage {
  /** Checks the bytes, stores them under a random name, and returns that name. */
  saveImage(bytes: Buffer): Promise<string>;
  remove(fileName: string | null | undefined): Promise<void>;
  /** Stores bytes under a given name (the demo seed's pictures, a restore), replacing what is there. */
  put(fileName: string, bytes: Buffer): Promise<void>;
  has(fileName: string): Promise<boolean>;
  /** The file for reading, or null when there is none. */
  open(fileName: string): Promise<StoredFile | null>;
  /** Every stored file name. */
  /** Every stored name, or those that begin with `prefix`. */
  list(prefix?: string): AsyncIterable<string>;
}

/** At most 25 megapixels (e.g. 5000 × 5000): a small file that decodes to gigabytes (a decompression bomb) is refused. */
export const MAX_IMAGE_PIXELS = 25_000_000;
const NOT_AN_IMAGE = 'Please upload a valid image (PNG, JPEG, GIF or WebP).';

/**
 * The checks every storage makes before saving an upload: the type by its bytes, the size, the pixel count, and
 * then a re-encode (sharp) in the same format, which drops EXIF, GPS, XMP and ICC comments, so nothing about where
 * or with what a photo was taken leaves the server. JPEG orientation is applied to the pixels first. Answers the
 * random name to store it under and the bytes to store.
 */
export async function checkedImage(bytes: Buffer): Promise<{ name: string; bytes: Buffer }> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new TooLargeError(TOO_LARGE);
  const ext = detectImageType(bytes);
  if (!ext) throw new BadInputError(NOT_AN_IMAGE);
  let clean: Buffer;
  try {
    const image = sharp(bytes, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      animated: ext === 'gif' || ext === 'webp',
      failOn: 'error',
    }).autoOrient();
    const formatted =
      ext === 'jpg'
        ? image.jpeg({ quality: 88, mozjpeg: true })
        : ext === 'png'
          ? image.png()
          : ext === 'gif'
            ? image.gif()
            : image.webp({ quality: 88 });
    clean = await formatted.toBuffer();
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message)) {
      throw new TooLargeError(`The image has too many pixels (at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels).`);
    }
    throw new BadInputError(NOT_AN_IMAGE);
  }
  return { name: `${randomBytes(16).toString('hex')}.${ext}`, bytes: clean };
}

export class LocalImageStorage implements ImageStorage {
  constructor(readonly dir: string) {}

  async saveImage(bytes: Buffer): Promise<string> {
    const { name, bytes: clean } = await checkedImage(bytes);
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, name), clean, { flag: 'wx' });
    return name;
  }

  async remove(fileName: string | null | undefined): Promise<void> {
    if (!isPlainFileName(fileName)) return;
    await unlink(path.join(this.dir, fileName)).catch(() => {});
  }

  async put(fileName: string, bytes: Buffer): Promise<void> {
    if (!isPlainFileName(fileName)) throw new BadInputError(`Not a plain file name: ${fileName}`);
    await mkdir(this.dir, { recursive: true });
    await writeFile(path.join(this.dir, fileName), bytes);
  }

  async has(fileName: string): Promise<boolean> {
    return (
      isPlainFileName(fileName) &&
      stat(path.join(this.dir, fileName)).then(
        (s) => s.isFile(),
        () => false,
      )
    );
  }

  async open(fileName: string): Promise<StoredFile | null> {
    if (!isPlainFileName(fileName)) return null;
    const file = path.join(this.dir, fileName);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(file), contentType: contentTypeOf(fileName), length: info.size };
  }

  async *list(prefix = ''): AsyncIterable<string> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    for (const name of names.sort()) if (name.startsWith(prefix) && isPlainFileName(name) && (await this.has(name))) yield name;
  }
}

/**
 * Stores an image (when there is one), then runs the write that refers to it. If the write fails, the new file is
 * removed again, so a failed request leaves no orphan; once it succeeded, the file it replaced is removed.
 */
export async function withStoredImage<T>(
  storage: ImageStorage,
  bytes: Buffer,
  write: (file: string) => Promise<T>,
  replaced?: string | null,
): Promise<T>;
export async function withStoredImage<T>(
  storage: ImageStorage,
  bytes: Buffer | null | undefined,
  write: (file: string | null) => Promise<T>,
  replaced?: string | null,
): Promise<T>;
export async function withStoredImage<T>(
  storage: ImageStorage,
  bytes: Buffer | null | undefined,
  write: (file: string) => Promise<T>,
  replaced?: string | null,
): Promise<T> {
  const file = bytes ? await storage.saveImage(bytes) : null;
  let result: T;
  try {
    result = await write(file as string);
  } catch (err) {
    await storage.remove(file);
    throw err;
  }
  if (file && replaced && replaced !== file) await storage.remove(replaced);
  return result;
}

/** A stored file as a data: URL (private images shown to their owner and staff through GraphQL). */
export async function dataUrlOf(file: StoredFile): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return `data:${file.contentType};base64,${Buffer.concat(chunks).toString('base64')}`;
}

/** The file name behind an `/uploads/<file>` URL, or null for anything else. */
export function uploadedFileOf(url: string): string | null {
  return url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : null;
}

/** The bytes of a GraphQL Upload (null when none was sent), refused past the size cap; the storage then checks what they are. */
export async function readUpload(upload: Promise<FileUpload> | FileUpload | null | undefined): Promise<Buffer | null> {
  if (!upload) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of (await upload).createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > MAX_IMAGE_BYTES) throw new TooLargeError(TOO_LARGE);
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    if (err instanceof TooLargeError) throw err;
    if ((err as { status?: number }).status === 413) throw new TooLargeError(TOO_LARGE);
    throw new BadInputError('The upload could not be read. Please try again.');
  }
  return Buffer.concat(chunks);
}
