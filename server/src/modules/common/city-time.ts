/** Bookings are wall-clock times in the service city (Indore): one time zone for every rule and query. */
export const CITY_TIME_ZONE = 'Asia/Kolkata';

/** SQL for "now" as the city's wall clock, comparable with bookings' periods. */
export const SQL_CITY_NOW = `(now() at time zone '${CITY_TIME_ZONE}')`;

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: CITY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/** Today's date (yyyy-MM-dd) and the time (HH:mm) in the city. */
export function cityNow(at: Date = new Date()): { date: string; time: string } {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}
