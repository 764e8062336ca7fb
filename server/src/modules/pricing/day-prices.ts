/**
 * Price rules applied to days (issue 22). A rule covers a day when the car is one of its cars (or it names none),
 * the day lies in its date range (either end may be open) and its weekday is one of its weekdays (or it names none).
 * Where several rules cover a day, the highest priority wins; on a tie, the newest rule. The winner sets the day's
 * price: the car's price moved by its percentage (rounded to whole rupees), or its fixed daily price.
 */
export interface DayRule {
  id: string;
  name: string;
  fromDate: string | null;
  toDate: string | null;
  /** 0 = Sunday … 6 = Saturday; empty: every day. */
  weekdays: number[];
  /** Empty: every car. */
  carIds: string[];
  percent: number | null;
  dailyPrice: number | null;
  priority: number;
  createdAt: Date;
}

export interface PricedDay {
  date: string;
  price: number;
  /** The rule that set the price; null: the car's own price. */
  rule: DayRule | null;
}

/** The weekday of a yyyy-MM-dd day, 0 = Sunday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function covers(rule: DayRule, carId: string, date: string): boolean {
  if (rule.carIds.length && !rule.carIds.includes(carId)) return false;
  if (rule.fromDate && date < rule.fromDate) return false;
  if (rule.toDate && date > rule.toDate) return false;
  return !rule.weekdays.length || rule.weekdays.includes(weekdayOf(date));
}

/** The rule that prices this car on this day, if any. */
export function winningRule(rules: readonly DayRule[], carId: string, date: string): DayRule | null {
  let best: DayRule | null = null;
  for (const rule of rules) {
    if (!covers(rule, carId, date)) continue;
    if (!best || rule.priority > best.priority || (rule.priority === best.priority && rule.createdAt > best.createdAt)) best = rule;
  }
  return best;
}

export function priceOfDay(rules: readonly DayRule[], car: { id: string; price: number }, date: string): PricedDay {
  const rule = winningRule(rules, car.id, date);
  if (!rule) return { date, price: car.price, rule: null };
  const price = rule.dailyPrice ?? Math.max(0, Math.round((car.price * (100 + (rule.percent ?? 0))) / 100));
  return { date, price, rule };
}

/** The lowest daily price of a car over `days` days from `today` ("from ₹X/day" in the catalogue). */
export function lowestDailyPrice(rules: readonly DayRule[], car: { id: string; price: number }, today: string, days = 60): number {
  let lowest = car.price;
  const start = Date.parse(`${today}T00:00:00Z`);
  for (let i = 0; i < days && rules.length; i += 1) {
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    lowest = Math.min(lowest, priceOfDay(rules, car, date).price);
  }
  return lowest;
}
