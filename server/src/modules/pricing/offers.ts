/**
 * A car's offer badge as a price rule (issue 31: a badge is a real rule the quote applies, or it is not shown).
 * The admin's free text (SPEC.md: offer is optional) is read as a rule when it ends in "N% OFF":
 * - "10% OFF", "Monsoon 10% OFF": N% off the rent of every quote of that car;
 * - "First Ride 20% OFF": N% off the rent of a customer's first booking (no other booking that is Pending, Accepted
 *   or Completed); a quote without a signed-in customer assumes a first ride, the booking itself checks.
 * Any other text ("Free fuel") is no rule: the quote ignores it and the listing does not show it.
 * The discount is taken off the rent after the plan's discount, never off delivery legs.
 */
export interface OfferRule {
  percent: number;
  firstRideOnly: boolean;
  /** The admin's text, shown as the quote line's label. */
  label: string;
}

// Read from text whose spaces are folded to one and trimmed first, so no pattern needs a repeated \s (regex safety).
const OFFER = /(?:^| )(\d{1,2}) ?% ?off$/i;
const FIRST_RIDE = /^first ride\b/i;
const folded = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The rule an offer text states, or null when it states none (1 to 90 percent). */
export function offerRule(text: string | null | undefined): OfferRule | null {
  const plain = text ? folded(text) : '';
  const match = OFFER.exec(plain);
  if (!match) return null;
  const percent = Number(match[1]);
  if (percent < 1 || percent > 90) return null;
  return { percent, firstRideOnly: FIRST_RIDE.test(plain), label: text!.trim() };
}
