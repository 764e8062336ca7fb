import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// s3rver ships no types.
// @ts-expect-error untyped package
import S3rver from 's3rver';
import { freePort } from './processes.js';

export interface LocalS3 {
  /** The S3_* environment that points the server at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-protocol server (s3rver) on a free loopback port with one empty bucket; no network. */
export async function startLocalS3(bucket = 'uploads'): Promise<LocalS3> {
  const dir = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const port = await freePort();
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
  await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
