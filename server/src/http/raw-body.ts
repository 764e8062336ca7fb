import type { IncomingMessage } from 'node:http';

declare global {
  namespace Express {
    interface Request {
      /** The JSON body's bytes as received, for signatures computed over them (Razorpay's webhook). */
      rawBody?: Buffer;
    }
  }
}

/** express.json's `verify`: keeps the bytes of signed webhook bodies only (no copy is made; the buffer is shared). */
export function keepRawBody(req: IncomingMessage, _res: unknown, body: Buffer): void {
  if (req.url?.includes('/webhook')) (req as { rawBody?: Buffer }).rawBody = body;
}
