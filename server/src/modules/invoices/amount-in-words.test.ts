import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.js';

describe('amountInWords (Indian numbering)', () => {
  it.each([
    [0, 'Zero rupees only'],
    [1, 'One rupee only'],
    [19, 'Nineteen rupees only'],
    [40, 'Forty rupees only'],
    [99, 'Ninety-nine rupees only'],
    [100, 'One hundred rupees only'],
    [1005, 'One thousand five rupees only'],
    [123456, 'One lakh twenty-three thousand four hundred fifty-six rupees only'],
    [100000, 'One lakh rupees only'],
    [2500000, 'Twenty-five lakh rupees only'],
    [10000000, 'One crore rupees only'],
    [123456789, 'Twelve crore thirty-four lakh fifty-six thousand seven hundred eighty-nine rupees only'],
    [-350, 'Minus three hundred fifty rupees only'],
  ])('%i → %s', (n, words) => {
    expect(amountInWords(n)).toBe(words);
  });

  it('refuses fractions of a rupee', () => {
    expect(() => amountInWords(10.5)).toThrow(RangeError);
  });
});
