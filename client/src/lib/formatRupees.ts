/** ₹ with Indian digit grouping (₹1,23,456), whole rupees. */
export function formatRupees(amount: number): string {
  return `₹${Math.round(amount).toLocaleString('en-IN')}`;
}
