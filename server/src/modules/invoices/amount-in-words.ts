// Whole rupees in words with Indian grouping (thousand, lakh, crore), as printed under an invoice's total.

const ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0–99 in words ("twenty-three"). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)] : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** 0–999 in words ("four hundred fifty-six"). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** Words for a whole number with Indian grouping: crores (which may themselves run past 99), lakhs, thousands. */
function indianWords(n: number): string {
  if (n === 0) return 'zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${indianWords(crore)} crore` : '',
    lakh ? `${belowHundred(lakh)} lakh` : '',
    thousand ? `${belowHundred(thousand)} thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A whole-rupee amount in words, e.g. 123456 → "One lakh twenty-three thousand four hundred fifty-six rupees only".
 * Negative amounts (a refund shown as a balance) read "Minus …"; fractions are refused (money is whole rupees).
 */
export function amountInWords(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`amountInWords takes whole rupees, not ${n}`);
  const words = `${n < 0 ? 'minus ' : ''}${indianWords(Math.abs(n))} ${Math.abs(n) === 1 ? 'rupee' : 'rupees'} only`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
