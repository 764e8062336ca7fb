import type { ImageStorage } from '../common/uploads.js';

/**
 * Stores an image, then runs the write that refers to it; if the write fails, the new file is removed again,
 * so a failed request leaves no orphan behind.
 */
export async function withStoredImage<T>(storage: ImageStorage, bytes: Buffer, write: (file: string) => Promise<T>): Promise<T> {
  const file = await storage.saveImage(bytes);
  try {
    return await write(file);
  } catch (err) {
    await storage.remove(file);
    throw err;
  }
}

/** The file name behind an `/uploads/<file>` URL, or null for anything else. */
export function uploadedFileOf(url: string): string | null {
  return url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : null;
}
