// One formatter for every price on the page (toLocaleString would build a new one per call).
let rupees: Intl.NumberFormat | undefined;

/** ₹ with Indian digit grouping (₹1,23,456), whole rupees. */
export function formatRupees(amount: number): string {
  rupees ??= new Intl.NumberFormat('en-IN');
  return `₹${rupees.format(Math.round(amount))}`;
}
