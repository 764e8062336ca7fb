import http from 'node:http';
import https from 'node:https';
import { publicOnlyLookup, refusedLiteral } from './ssrf.js';
import { signatureHeader } from './webhook-signature.js';

export interface SendResult {
  ok: boolean;
  status: number | null;
  error: string | null;
}

/**
 * One signed POST: `X-Signature: t=…,v1=…` over the exact body. Answers what happened rather than throwing;
 * 2xx is success. Connections go only to public addresses unless private targets are allowed.
 */
export function postSigned(
  url: string,
  secret: string,
  body: string,
  eventId: string,
  opts: { allowPrivate: boolean; timeoutMs: number },
): Promise<SendResult> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const refused = refusedLiteral(target, opts.allowPrivate);
    if (refused) {
      resolve({ ok: false, status: null, error: refused });
      return;
    }
    const request = (target.protocol === 'https:' ? https : http).request(
      target,
      {
        method: 'POST',
        lookup: publicOnlyLookup(opts.allowPrivate) as never,
        timeout: opts.timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'IndoreDrive-Webhooks/1',
          'x-webhook-id': eventId,
          'x-signature': signatureHeader(secret, body),
        },
      },
      (res) => {
        res.resume(); // the answer's body is not read
        const status = res.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        resolve({ ok, status, error: ok ? null : `HTTP ${status}` });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${opts.timeoutMs / 1000} s`)));
    request.on('error', (err) => resolve({ ok: false, status: null, error: err.message.slice(0, 500) }));
    request.end(body);
  });
}
