import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/helpers.js';
import { startRefusingSmtp, startSmtpCapture, type FlakySmtp, type SmtpCapture } from './support/smtp-capture.js';
import { Outbox, isUnreachable, retryDelay } from '../src/modules/outbox/outbox.js';
import { SmtpMailer } from '../src/modules/common/mailer.js';
import { MAIL } from '../src/modules/outbox/mail.kind.js';

interface Row {
  kind: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  failed_at: Date | null;
}

async function until<T>(probe: () => Promise<T | undefined | null | false>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const rows = (server: TestServer) =>
  server.orm.em
    .fork()
    .getConnection()
    .execute<Row[]>('select kind, attempts, last_error, sent_at, failed_at from outbox order by created_at');

describe('retry delays', () => {
  it('double from the base and stop growing at the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(n, 10, 100))).toEqual([10, 20, 40, 80, 100]);
  });
});

describe('the outbox with a working SMTP server', () => {
  let server: TestServer;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '50', OUTBOX_RETRY_BASE_MS: '50' });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('sends a mail enqueued in a committed transaction, once, and records it as sent', async () => {
    const { outbox } = server.app.services;
    await server.orm.em.fork().transactional(async (tx) => {
      outbox.enqueue(tx, MAIL, { to: 'asha@example.com', subject: 'Hello', text: 'Committed mail' });
    });
    outbox.wake();
    await until(async () => smtp.mails.find((m) => m.text.includes('Committed mail')));
    const [row] = await until(async () => {
      const r = await rows(server);
      return r[0]?.sent_at ? r : null;
    });
    expect(row).toMatchObject({ kind: MAIL, attempts: 1, last_error: null, failed_at: null });
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.filter((m) => m.text.includes('Committed mail'))).toHaveLength(1);
  });

  it('never sends a mail whose transaction rolled back', async () => {
    const { outbox } = server.app.services;
    await expect(
      server.orm.em.fork().transactional(async (tx) => {
        outbox.enqueue(tx, MAIL, { to: 'asha@example.com', subject: 'Hello', text: 'Rolled back mail' });
        await tx.flush();
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    outbox.wake();
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.some((m) => m.text.includes('Rolled back mail'))).toBe(false);
    expect((await rows(server)).map((r) => r.kind)).toHaveLength(1);
  });

  it('deletes sent messages after the retention, and keeps recent and failed ones', async () => {
    const sql = (q: string) => server.orm.em.fork().getConnection().execute(q);
    await sql(`insert into outbox (id, kind, payload, sent_at) values (gen_random_uuid(), 'mail', '{"old":1}', now() - interval '8 days')`);
    await sql(
      `insert into outbox (id, kind, payload, failed_at) values (gen_random_uuid(), 'mail', '{"failed":1}', now() - interval '30 days')`,
    );
    const before = (await rows(server)).length;
    expect(await server.app.services.outbox.prune()).toBe(1);
    expect((await rows(server)).length).toBe(before - 1);
    expect((await sql(`select count(*)::int as n from outbox where payload->>'old' is not null`))[0].n).toBe(0);
  });

  it('refuses a kind without a handler at enqueue time', () => {
    expect(() => server.app.services.outbox.enqueue(server.orm.em.fork(), 'no-such-kind', {})).toThrow(/no handler/);
  });
});

describe('the outbox when SMTP refuses', () => {
  let server: TestServer;
  let smtp: FlakySmtp;
  beforeAll(async () => {
    smtp = await startRefusingSmtp(2);
    server = await startTestServer({ SMTP_URL: smtp.url, OUTBOX_POLL_MS: '50', OUTBOX_RETRY_BASE_MS: '100' });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('retries with backoff, keeps the last error and the attempts, and delivers once the server accepts', async () => {
    const { outbox } = server.app.services;
    const started = Date.now();
    await server.orm.em.fork().transactional(async (tx) => {
      outbox.enqueue(tx, MAIL, { to: 'ravi@example.com', subject: 'Retry', text: 'Third time lucky' });
    });
    outbox.wake();
    const failed = await until(async () => {
      const [r] = await rows(server);
      return r?.last_error ? r : null;
    });
    expect(failed.last_error).toMatch(/421|not available/i);
    expect(failed.sent_at).toBeNull();
    await until(async () => smtp.accepted.find((m) => m.includes('Third time lucky')));
    // Two failures: waits of 100 ms then 200 ms before the third attempt.
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    const [row] = await until(async () => {
      const r = await rows(server);
      return r[0]?.sent_at ? r : null;
    });
    expect(row).toMatchObject({ attempts: 3, last_error: null, failed_at: null });
    expect(smtp.refusedCount()).toBe(2);
  });

  it('gives up after the last attempt and marks the row failed', async () => {
    const outbox = new Outbox(server.orm, { pollMs: 20, retryBaseMs: 10, maxAttempts: 2, log: () => {} });
    outbox.register('always-fails', async () => {
      throw new Error('the far side is down');
    });
    await server.orm.em.fork().transactional(async (tx) => {
      outbox.enqueue(tx, 'always-fails', { n: 1 });
    });
    outbox.start();
    try {
      const row = await until(async () => (await rows(server)).find((r) => r.kind === 'always-fails' && r.failed_at));
      expect(row).toMatchObject({ attempts: 2, last_error: 'the far side is down' });
    } finally {
      await outbox.stop();
    }
  });

  it('holds a kind back while its far side is unreachable: one attempt per retry delay, the others not spent', async () => {
    const calls: number[] = [];
    const outbox = new Outbox(server.orm, { pollMs: 20, retryBaseMs: 400, log: () => {} });
    outbox.register('unreachable', async () => {
      calls.push(Date.now());
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { unreachable: true });
    });
    await server.orm.em.fork().transactional(async (tx) => {
      for (let n = 0; n < 5; n += 1) outbox.enqueue(tx, 'unreachable', { n });
    });
    outbox.start();
    try {
      await until(async () => calls.length > 0);
      await new Promise((r) => setTimeout(r, 200));
      expect(calls).toHaveLength(1);
      const mine = (await rows(server)).filter((r) => r.kind === 'unreachable');
      expect(mine.map((r) => r.attempts).sort()).toEqual([0, 0, 0, 0, 1]);
      expect(mine.filter((r) => r.last_error)).toHaveLength(1);
      await until(async () => calls.length >= 2, 3000);
      expect(calls[1] - calls[0]).toBeGreaterThanOrEqual(350);
    } finally {
      await outbox.stop();
    }
    await server.orm.em.fork().getConnection().execute("delete from outbox where kind = 'unreachable'");
  });

  it('an SMTP server that refuses the connection is unreachable; one that answers 421 is not', async () => {
    const refused = await new SmtpMailer('smtp://127.0.0.1:9', 'a@example.com')
      .send({ to: 'b@example.com', subject: 's', text: 't' })
      .catch((e) => e);
    expect(isUnreachable(refused)).toBe(true);
    expect(isUnreachable(new Error('421 Service not available'))).toBe(false);
  });

  it('two workers never carry out one message twice (FOR UPDATE SKIP LOCKED)', async () => {
    const done: string[] = [];
    const make = () => {
      const o = new Outbox(server.orm, { pollMs: 10, log: () => {} });
      o.register('count', async (p: { n: number }) => {
        done.push(String(p.n));
        await new Promise((r) => setTimeout(r, 5));
      });
      return o;
    };
    const a = make();
    const b = make();
    await server.orm.em.fork().transactional(async (tx) => {
      for (let n = 0; n < 40; n += 1) a.enqueue(tx, 'count', { n });
    });
    a.start();
    b.start();
    try {
      await until(async () => done.length >= 40);
      await new Promise((r) => setTimeout(r, 100));
      expect(done.sort()).toEqual(Array.from({ length: 40 }, (_, n) => String(n)).sort());
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
