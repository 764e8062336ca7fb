/**
 * Names and codes a Hindi sentence may quote: what the customer types or reads as it is (OTP, UTR, a 06:00 AM slot, a
 * value the customer gave, repeated back, a header's name), and codes in capitals (AADHAAR, DRIVING_LICENCE).
 */
const CODES = ['OTP', 'UTR', 'UPI', 'Idempotency-Key', 'GSTIN', 'GST', 'UIDAI', 'WebP', 'myaadhaar.uidai.gov.in', 'AM', 'PM', 'en', 'hi'];
export function latinWords(text: string, given: string[] = []): string[] {
  let rest = text;
  for (const value of given) rest = rest.split(value).join(' ');
  for (const code of CODES) rest = rest.replace(new RegExp(`(?<![A-Za-z])${code.replace(/\./g, '\\.')}(?![A-Za-z])`, 'g'), ' ');
  rest = rest.replace(/(?<![A-Za-z])[A-Z][A-Z0-9_]+(?![A-Za-z])/g, ' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}
