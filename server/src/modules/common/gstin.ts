import { stateOfCode } from './gst.js';

/** 2-digit state code, the holder's PAN (5 letters, 4 digits, a letter), the registration's number, Z, a check character. */
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN: the portal's base-36 Luhn check over the first 14. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export type GstinCheck = { ok: true; gstin: string; state: string } | { ok: false; reason: string };

/** A GSTIN checked by its pattern, its state code and its check character; the reason says which failed. */
export function checkGstin(input: string): GstinCheck {
  const gstin = input.trim().toUpperCase();
  if (gstin.length !== 15) return { ok: false, reason: `A GSTIN has 15 characters; this one has ${gstin.length}.` };
  if (!GSTIN_PATTERN.test(gstin))
    return {
      ok: false,
      reason:
        'A GSTIN is a 2-digit state code, a 10-character PAN (5 letters, 4 digits, a letter), a digit or letter, Z and a check character.',
    };
  const state = stateOfCode(gstin.slice(0, 2));
  if (!state) return { ok: false, reason: `${gstin.slice(0, 2)} is not an Indian state's GST code.` };
  const check = gstinCheckCharacter(gstin.slice(0, 14));
  if (gstin[14] !== check)
    return { ok: false, reason: `The GSTIN's check character is wrong (${gstin[14]}; expected ${check}): check for a typo.` };
  return { ok: true, gstin, state };
}
