import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Where outgoing mail goes. SMTP in a real deployment, the log on a developer's machine. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Bounded waits: a stalled SMTP server must not hold a sign-in or the outbox worker for minutes.
    const url = new URL(smtpUrl);
    for (const [key, ms] of [
      ['connectionTimeout', 10_000],
      ['greetingTimeout', 10_000],
      ['socketTimeout', 30_000],
    ] as const) {
      if (!url.searchParams.has(key)) url.searchParams.set(key, String(ms));
    }
    this.transport = nodemailer.createTransport(url.toString());
  }

  async send(mail: Mail): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.from, ...mail });
    } catch (err) {
      // No connection at all (refused, timed out, no such host): the outbox holds the kind back (outbox.ts isUnreachable).
      if ((err as { command?: unknown }).command === 'CONN') Object.assign(err as object, { unreachable: true });
      throw err;
    }
  }
}

/** The lines of a text, trimmed, without empty ones, joined by ' | ' (by hand: a whitespace pattern around the newline is quadratic on long blank runs). */
function oneLine(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' | ');
}

/** Without SMTP_URL the mail is written to the log, code included, so a developer can sign in locally. */
export class LogMailer implements Mailer {
  constructor(private readonly log: (msg: string) => void) {}

  async send(mail: Mail): Promise<void> {
    this.log(`mail to ${mail.to} (SMTP_URL unset, not sent): ${mail.subject} | ${oneLine(mail.text)}`);
  }
}

export function createMailer(smtpUrl: string | null, from: string, log: (msg: string) => void = console.log): Mailer {
  return smtpUrl ? new SmtpMailer(smtpUrl, from) : new LogMailer(log);
}
