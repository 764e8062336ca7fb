import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { AppConfig } from '../../config.js';
import { S3ImageStorage } from './s3-storage.js';
import { checkedImage, contentTypeOf, LocalImageStorage, PRIVATE_PREFIX, type ImageStorage, type StoredFile } from './uploads.js';

/**
 * Private files (customer documents, trip photos, signatures), issue 28. Each is sealed with AES-256-GCM under a key
 * of its own, kept only in the database row that names the file (`file_keys`: name -> base64 key). Deleting the key
 * (the row, or the entry) is crypto-shredding: every copy of the file, in the folder, the bucket or any backup (which
 * never carries the keys: backups/backup-file.ts), is then noise. The files live in a store `/uploads` never reads: a
 * folder outside UPLOAD_DIR (PRIVATE_DIR, default DATA_DIR/private), or the bucket's `private/` prefix, whose keys
 * hold a slash and so are never a plain file name the public route would open.
 */
export const PRIVATE_KEY_PREFIX = 'private/';
/** A sealed file's first bytes: version 1 of the format (magic, 12-byte IV, 16-byte tag, ciphertext). */
const MAGIC = Buffer.from('IDP1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A file's keys as its row keeps them: stored name -> base64 AES-256 key. */
export type FileKeys = Record<string, string>;

export function sealBytes(plain: Buffer, key: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
}

/** The plain bytes, or null when the key is not this file's (or the file is not sealed, or was altered). */
export function unsealBytes(sealed: Buffer, key: Buffer): Buffer | null {
  if (sealed.length < MAGIC.length + IV_BYTES + TAG_BYTES || !sealed.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  const iv = sealed.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
  const tag = sealed.subarray(MAGIC.length + IV_BYTES, MAGIC.length + IV_BYTES + TAG_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed.subarray(MAGIC.length + IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    return null;
  }
}

export class PrivateFiles {
  constructor(readonly store: ImageStorage) {}

  /** Checks and re-encodes an image like every upload (no metadata), then seals it under a new name and key. */
  async saveImage(bytes: Buffer): Promise<{ name: string; key: string }> {
    const { name: plainName, bytes: clean } = await checkedImage(bytes);
    const name = `${PRIVATE_PREFIX}${randomBytes(32).toString('hex')}${path.extname(plainName)}`;
    return { name, key: await this.sealAs(name, clean) };
  }

  /** Seals `plain` under `name` with a new key and answers the key (base64) for the row. */
  async sealAs(name: string, plain: Buffer): Promise<string> {
    const key = randomBytes(32);
    await this.store.put(name, sealBytes(plain, key));
    return key.toString('base64');
  }

  /** The file opened and unsealed, or null when it is gone or its key is (shredded). */
  async open(name: string | null | undefined, keys: FileKeys): Promise<StoredFile | null> {
    const key = name ? keys[name] : undefined;
    if (!name || !key) return null;
    const file = await this.store.open(name);
    if (!file) return null;
    const plain = unsealBytes(await buffer(file.stream), Buffer.from(key, 'base64'));
    if (!plain) return null;
    return { stream: Readable.from([plain]), contentType: contentTypeOf(name), length: plain.length };
  }

  async remove(names: readonly (string | null | undefined)[]): Promise<void> {
    await Promise.all(names.map((n) => this.store.remove(n)));
  }
}

/** Where private files live: never under UPLOAD_DIR (config refuses that), or the bucket's `private/` prefix. */
export function createPrivateFiles(config: Pick<AppConfig, 'privateDir' | 's3'>): PrivateFiles {
  return new PrivateFiles(config.s3 ? new S3ImageStorage(config.s3, PRIVATE_KEY_PREFIX) : new LocalImageStorage(config.privateDir));
}
