// What an end-to-end test needs from the run: the app's address, the admin account, the captured mails and
// small API helpers. Everything here reads what e2e/global-setup.ts provided.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { CapturedMail } from './smtp-capture.js';

export type { CapturedMail };

/** http://127.0.0.1:<port> (no trailing slash). */
export const baseURL = inject('baseURL');
/** The admin account the app was started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const admin = { email: inject('adminEmail'), password: inject('adminPassword') } as const;
export const serverLog = inject('serverLog');
export const uploadDir = inject('uploadDir');

/** Full URL of a client route: appUrl('/services/bookcar?search=swift') → `${baseURL}/#/services/bookcar?search=swift`. */
export function appUrl(route: string): string {
  return `${baseURL}/#${route.startsWith('/') ? route : `/${route}`}`;
}

/** Every mail the app has sent in this run, oldest first. */
export function readMails(): CapturedMail[] {
  const dir = inject('mailDir');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.startsWith('.'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as CapturedMail);
}

/** The sequence number of the newest mail so far (0 if none): pass it as `after` to wait only for newer mail. */
export function mailMark(): number {
  const all = readMails();
  return all.length ? all[all.length - 1].seq : 0;
}

export interface MailQuery {
  /** Envelope recipient, case-insensitive. */
  to?: string;
  subject?: string | RegExp;
  /** Only mail with seq greater than this (see mailMark()). */
  after?: number;
  timeoutMs?: number;
}

function matches(mail: CapturedMail, q: MailQuery): boolean {
  if (q.after !== undefined && mail.seq <= q.after) return false;
  if (q.to && !mail.to.some((t) => t.toLowerCase() === q.to!.toLowerCase())) return false;
  if (q.subject instanceof RegExp && !q.subject.test(mail.subject)) return false;
  if (typeof q.subject === 'string' && !mail.subject.includes(q.subject)) return false;
  return true;
}

/** Waits for the newest mail matching the query (polls the capture folder). */
export async function waitForMail(q: MailQuery = {}): Promise<CapturedMail> {
  const deadline = Date.now() + (q.timeoutMs ?? 15_000);
  for (;;) {
    const found = readMails().filter((m) => matches(m, q));
    if (found.length) return found[found.length - 1];
    if (Date.now() > deadline) {
      const seen =
        readMails()
          .map((m) => `#${m.seq} to ${m.to.join(',')}: ${m.subject}`)
          .join('; ') || 'none';
      throw new Error(
        `no mail matching ${JSON.stringify({ ...q, subject: String(q.subject ?? '') })} within ${q.timeoutMs ?? 15_000} ms (mails: ${seen})`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The one-time code in a mail (SPEC.md: 4 digits), from its text part or else its HTML. */
export function otpFrom(mail: CapturedMail): string {
  const body = mail.text || mail.html.replace(/<[^>]+>/g, ' ');
  const m = body.match(/(?:otp|code|password)\D{0,60}?(?<!\d)(\d{4})(?!\d)/i) ?? body.match(/(?<!\d)(\d{4})(?!\d)/);
  if (!m) throw new Error(`no 4-digit code in mail #${mail.seq}: ${mail.text || mail.html}`);
  return m[1];
}

/** fetch against the app: api('/api/v1/cars'). */
export function api(pathname: string, init?: RequestInit): Promise<Response> {
  return fetch(`${baseURL}${pathname}`, init);
}

/** POST /graphql (with Apollo's CSRF preflight header) and return the parsed body. */
export async function gql<T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
  token?: string,
): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const res = await api('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return res.json() as Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>;
}

/**
 * A statement against the app's embedded database (its port from the cluster's pid file, its password from the data
 * folder). For what a browser cannot do in a test's minutes: letting a booked period lie in the past.
 */
export async function sql(text: string, params: unknown[] = []): Promise<void> {
  const { readFileSync } = await import('node:fs');
  const path = await import('node:path');
  const { default: pg } = await import('pg');
  const dataDir = inject('dataDir');
  const port = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'app' });
  await client.connect();
  try {
    await client.query(text, params);
  } finally {
    await client.end();
  }
}

/** Staff accept a booking over GraphQL (the admin's sign-in form has its own tests); answers the advance fixed then. */
export async function acceptAsStaff(bookingId: string): Promise<number> {
  const login = await api('/api/v1/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { token } = (await login.json()) as { token: string };
  const accepted = await gql<{ setBookingStatus: { advance: number } }>(
    `mutation { setBookingStatus(id: "${bookingId}", status: Accepted) { advance } }`,
    {},
    token,
  );
  if (accepted.errors) throw new Error(`could not accept ${bookingId}: ${JSON.stringify(accepted.errors)}`);
  return accepted.data!.setBookingStatus.advance;
}
