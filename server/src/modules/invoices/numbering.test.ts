import { describe, expect, it } from 'vitest';
import { documentNumber, financialYear } from './numbering.js';

describe('financial year and numbers', () => {
  it('turns at 1 April in the city (IST), not in UTC', () => {
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('26-27'); // 23:59:59 on 31 March in Indore
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('27-28'); // 00:00 on 1 April in Indore
    expect(financialYear(new Date('2026-11-25T09:00:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2000-01-15T09:00:00Z'))).toBe('99-00');
  });

  it("fits GST's 16 characters", () => {
    expect(documentNumber('ID', '26-27', 123)).toBe('ID/26-27/000123');
    expect(documentNumber('CN', '26-27', 12)).toBe('CN/26-27/000012');
    expect(documentNumber('ID', '26-27', 9_999_999).length).toBeLessThanOrEqual(16);
  });
});
