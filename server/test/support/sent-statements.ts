import pg from 'pg';

/** The text of every statement this process sends to PostgreSQL (any pg client) while `act` runs, in order. */
export async function statementsSentDuring(act: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    if (text) seen.push(text);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await act();
  } finally {
    pg.Client.prototype.query = query;
  }
  return seen;
}
