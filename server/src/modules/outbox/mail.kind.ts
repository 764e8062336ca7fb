import type { Mail, Mailer } from '../common/mailer.js';
import type { Outbox } from './outbox.js';

export const MAIL = 'mail';

/** The mail kind: a rendered mail, sent over the mailer (SMTP, or the log without SMTP_URL). */
export function registerMail(outbox: Outbox, mailer: Mailer): void {
  outbox.register<Mail>(MAIL, async (mail) => {
    await mailer.send(mail);
  });
}
