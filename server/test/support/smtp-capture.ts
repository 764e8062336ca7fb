import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string /** The message's Content-Type header. */;
  contentType: string;
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:<port>, plain text (no TLS, no AUTH). */
  url: string;
  mails: CapturedMail[];
  /** The 4-digit code of the latest mail to this address. */
  codeFor(email: string): string;
  /** The sign-in link's token (its `signin` parameter) in the latest mail to this address. */
  linkFor(email: string): string;
  close(): Promise<void>;
}

/** Quoted-printable to text: the =XX escapes are UTF-8 bytes (₹ is =E2=82=B9). */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}$/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= or ?Q?), as a non-ASCII subject is sent (a Hindi mail's). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_w, kind: string, data: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function parse(raw: string): CapturedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'mi').exec(head)?.[1] ?? '';
  let text = raw.slice(split + 4);
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') text = decodeQuotedPrintable(text);
  if (encoding === 'base64') text = Buffer.from(text, 'base64').toString('utf8');
  return {
    to: header('To'),
    subject: decodeWords(header('Subject')),
    text: text.replace(/\r\n/g, '\n'),
    contentType: header('Content-Type'),
  };
}

/** A local SMTP server that keeps every message, for tests of mail the server sends. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(parse(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  const latestTo = (email: string) => [...mails].reverse().find((m) => m.to.toLowerCase().includes(email.toLowerCase()))?.text ?? '';
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    codeFor(email) {
      const code = /sign-in code is (\d{4})/.exec(latestTo(email))?.[1];
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
    linkFor(email) {
      const token = /[?&]signin=([\w-]+)/.exec(latestTo(email))?.[1];
      if (!token) throw new Error(`no sign-in link mailed to ${email}`);
      return token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface FlakySmtp {
  url: string;
  accepted: string[];
  refusedCount(): number;
  setRefusing(on: boolean): void;
  /** Takes each message and answers nothing until release(): whoever waits on the answer waits. */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

/** An SMTP server that refuses messages (421) while refusing is on, or for its first `refusals` messages. */
export async function startRefusingSmtp(refusals = Infinity): Promise<FlakySmtp> {
  const accepted: string[] = [];
  let refused = 0;
  let refusing = true;
  let held: (() => void)[] | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      const answer = () => {
        if (refusing && refused < refusals) {
          refused += 1;
          callback(Object.assign(new Error('Service not available, try later'), { responseCode: 421 }));
          return;
        }
        accepted.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      };
      stream.on('end', () => (held ? held.push(answer) : answer()));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    refusedCount: () => refused,
    setRefusing: (on) => {
      refusing = on;
    },
    hold: () => {
      held ??= [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const answer of waiting) answer();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
