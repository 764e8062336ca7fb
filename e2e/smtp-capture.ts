// A catch-all SMTP server for the end-to-end run: every message the app sends is decoded (enough MIME for
// nodemailer's output) and written as one JSON file to a folder that the tests read (see harness.ts).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** Sequence number in the run, from 1. */
  seq: number;
  receivedAt: string;
  /** SMTP envelope. */
  from: string;
  to: string[];
  /** Headers, decoded. */
  subject: string;
  headerFrom: string;
  headerTo: string;
  /** text/plain and text/html bodies, decoded ('' when absent). */
  text: string;
  html: string;
  raw: string;
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=(\s+(?==\?))?/g, (_m, charset: string, enc: string, data: string) => {
    const bytes =
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : Buffer.from(
            data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          );
    return new TextDecoder(charset.toLowerCase() === 'utf8' ? 'utf-8' : charset).decode(bytes);
  });
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
    .split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return headers;
}

function param(header: string, name: string): string | null {
  const m = header.match(new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i'));
  return m ? (m[1] ?? m[2]) : null;
}

function decodeBody(body: string, encoding: string, charset: string): string {
  let bytes: Buffer;
  switch (encoding.toLowerCase()) {
    case 'base64':
      bytes = Buffer.from(body.replace(/\s+/g, ''), 'base64');
      break;
    case 'quoted-printable':
      bytes = Buffer.from(
        body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      );
      break;
    default:
      bytes = Buffer.from(body, 'latin1');
  }
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

/** Walks a MIME entity and collects its text/plain and text/html parts. */
function collectParts(entity: string, out: { text: string; html: string }) {
  const split = entity.search(/\r?\n\r?\n/);
  const headerBlock = split < 0 ? entity : entity.slice(0, split);
  const body = split < 0 ? '' : entity.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = parseHeaders(headerBlock);
  const type = headers.get('content-type') ?? 'text/plain';
  const mime = type.split(';')[0].trim().toLowerCase();
  if (mime.startsWith('multipart/')) {
    const boundary = param(type, 'boundary');
    if (!boundary) return;
    const parts = body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?\\n?`));
    for (const part of parts.slice(1)) if (part.trim()) collectParts(part, out);
    return;
  }
  if (mime !== 'text/plain' && mime !== 'text/html') return;
  if (/attachment/i.test(headers.get('content-disposition') ?? '')) return;
  const decoded = decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit', param(type, 'charset') ?? 'utf-8');
  if (mime === 'text/plain') out.text += decoded;
  else out.html += decoded;
}

export function parseMail(raw: string): Pick<CapturedMail, 'subject' | 'headerFrom' | 'headerTo' | 'text' | 'html'> {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(split < 0 ? raw : raw.slice(0, split));
  const out = { text: '', html: '' };
  collectParts(raw, out);
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    headerFrom: decodeWords(headers.get('from') ?? ''),
    headerTo: decodeWords(headers.get('to') ?? ''),
    text: out.text,
    html: out.html,
  };
}

export interface SmtpCapture {
  port: number;
  url: string;
  mailDir: string;
  close(): Promise<void>;
}

/** Starts the capture on 127.0.0.1 with a random port; no TLS, any (or no) credentials accepted. */
export async function startSmtpCapture(mailDir: string): Promise<SmtpCapture> {
  mkdirSync(mailDir, { recursive: true });
  let seq = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'e2e' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', callback);
      stream.on('end', () => {
        try {
          const raw = Buffer.concat(chunks).toString('latin1');
          seq += 1;
          const mail: CapturedMail = {
            seq,
            receivedAt: new Date().toISOString(),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            ...parseMail(raw),
            raw,
          };
          const name = `${String(seq).padStart(6, '0')}.json`;
          // Write then rename, so a reader never sees half a file.
          writeFileSync(path.join(mailDir, `.${name}.tmp`), JSON.stringify(mail, null, 2));
          renameSync(path.join(mailDir, `.${name}.tmp`), path.join(mailDir, name));
          callback();
        } catch (err) {
          callback(err as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.on('error', (err) => console.error('e2e smtp capture:', err));
  const { port } = server.server.address() as { port: number };
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mailDir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
