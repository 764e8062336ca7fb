import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { MAX_IMAGE_BYTES } from '../common/uploads.js';
import { BadInputError, TooLargeError } from '../common/errors.js';

/** The bytes of a GraphQL Upload, refused past the image size cap; the storage then checks what they are. */
export async function readUpload(upload: Promise<FileUpload> | FileUpload): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of (await upload).createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > MAX_IMAGE_BYTES) throw new TooLargeError('The image is too large (at most 5 MB).');
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    if (err instanceof TooLargeError) throw err;
    const status = (err as { status?: number }).status;
    if (status === 413) throw new TooLargeError('The image is too large (at most 5 MB).');
    throw new BadInputError('The upload could not be read. Please try again.');
  }
  return Buffer.concat(chunks);
}
