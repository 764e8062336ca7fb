import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CapturedMail { to: string; subject: string; text: string }

export interface SmtpCapture {
  /** smtp://127.0.0.1:<port>, plain text (no TLS, no AUTH). */
  url: string;
  mails: CapturedMail[];
  /** The 4-digit code of the latest mail to this address. */
  codeFor(email: string): string;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function parse(raw: string): CapturedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'mi').exec(head)?.[1] ?? '';
  let text = raw.slice(split + 4);
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') text = decodeQuotedPrintable(text);
  if (encoding === 'base64') text = Buffer.from(text, 'base64').toString('utf8');
  return { to: header('To'), subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
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
      stream.on('end', () => { mails.push(parse(Buffer.concat(chunks).toString('utf8'))); callback(); });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    codeFor(email) {
      const mail = [...mails].reverse().find((m) => m.to.toLowerCase().includes(email.toLowerCase()));
      const code = mail && /sign-in code is (\d{4})/.exec(mail.text)?.[1];
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
