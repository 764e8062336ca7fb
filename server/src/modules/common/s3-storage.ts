import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { AppConfig } from '../../config.js';
import { BadInputError } from './errors.js';
import { ImageStorageWithVariants } from './image-variants.js';
import { checkedImage, contentTypeOf, isPlainFileName, LocalImageStorage, type ImageStorage, type StoredFile } from './uploads.js';

export interface S3Settings {
  bucket: string;
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Uploads in an S3-compatible bucket (AWS S3, MinIO, ...): every node of a cluster sees the same files. */
export class S3ImageStorage implements ImageStorage {
  readonly client: S3Client;
  readonly bucket: string;

  /**
   * `prefix` puts every key under a folder of the bucket (private files: `private/`). Names given and answered stay
   * plain; the public /uploads route opens only plain names, so it never reaches a prefixed key.
   */
  constructor(
    settings: S3Settings,
    private readonly prefix = '',
  ) {
    const options: S3ClientConfig = { region: settings.region, forcePathStyle: settings.forcePathStyle };
    if (settings.endpoint) options.endpoint = settings.endpoint;
    if (settings.accessKeyId && settings.secretAccessKey) {
      options.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
    }
    this.client = new S3Client(options);
    this.bucket = settings.bucket;
  }

  async saveImage(bytes: Buffer): Promise<string> {
    const { name, bytes: clean } = await checkedImage(bytes);
    await this.send(name, clean);
    return name;
  }

  async remove(fileName: string | null | undefined): Promise<void> {
    if (!isPlainFileName(fileName)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + fileName })).catch(() => {});
  }

  async put(fileName: string, bytes: Buffer): Promise<void> {
    if (!isPlainFileName(fileName)) throw new BadInputError(`Not a plain file name: ${fileName}`);
    await this.send(fileName, bytes);
  }

  async has(fileName: string): Promise<boolean> {
    if (!isPlainFileName(fileName)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.prefix + fileName }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async open(fileName: string): Promise<StoredFile | null> {
    if (!isPlainFileName(fileName)) return null;
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + fileName }));
      return { stream: out.Body as Readable, contentType: out.ContentType ?? contentTypeOf(fileName), length: out.ContentLength };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async *list(prefix = ''): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const within = this.prefix + prefix;
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token, ...(within ? { Prefix: within } : {}) }),
      );
      for (const item of page.Contents ?? []) {
        const name = item.Key?.slice(this.prefix.length);
        if (item.Key?.startsWith(this.prefix) && isPlainFileName(name)) yield name;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  private async send(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.prefix + key,
        Body: bytes,
        ContentType: contentTypeOf(key),
        ContentLength: bytes.length,
      }),
    );
  }
}

/** The bucket when S3_BUCKET is set, else the local UPLOAD_DIR folder; either with card-sized variants. */
export function createImageStorage(config: Pick<AppConfig, 'uploadDir' | 's3'>): ImageStorage {
  return new ImageStorageWithVariants(config.s3 ? new S3ImageStorage(config.s3) : new LocalImageStorage(config.uploadDir));
}
