import bcrypt from 'bcryptjs';

const COST = 10;
let dummyHash: string | null = null;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

/** Compares against a dummy hash when there is no account, so an unknown e-mail takes as long as a wrong password. */
export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  dummyHash ??= await bcrypt.hash('no-such-account', COST);
  const ok = await bcrypt.compare(password, hash ?? dummyHash);
  return ok && Boolean(hash);
}
