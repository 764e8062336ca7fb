import type { EntityManager } from '@mikro-orm/postgresql';
import { BookingStatus, ReviewStatus } from '../common/enums.js';
import { SQL_CITY_NOW } from '../common/city-time.js';
import { occupiedAtSql } from '../availability/availability.sql.js';

export interface DashboardCounts {
  pendingBookings: number;
  todaysPickups: number;
  todaysDropoffs: number;
  carsBooked: number;
  carsAvailable: number;
  newContactMessages: number;
  pendingReviews: number;
  lastBackupAt: Date | null;
}

/**
 * The admin dashboard's figures in one round trip. "Today" is the city's date; a car counts as booked while an
 * Accepted booking covers this moment; available while nothing holds it now (no booking, turnaround or maintenance
 * block: the catalogue's isBooked rule).
 */
export class DashboardService {
  async counts(em: EntityManager): Promise<DashboardCounts> {
    const today = `(${SQL_CITY_NOW})::date`;
    const [row] = await em.execute<(Record<string, number> & { last_backup_at: string | Date | null })[]>(
      `select
        (select count(*) from bookings where status = ?)::int as pending_bookings,
        (select count(*) from bookings where status = ? and pickup_date = ${today})::int as todays_pickups,
        (select count(*) from bookings where status = ? and drop_date = ${today})::int as todays_dropoffs,
        (select count(distinct car_id) from bookings where status = ? and period @> ${SQL_CITY_NOW})::int as cars_booked,
        (select count(*) from cars)::int as cars_total,
        (select count(distinct o.car_id) from occupations o where ${occupiedAtSql('o', SQL_CITY_NOW)})::int as cars_held,
        (select count(*) from contact_messages where created_at > now() - interval '7 days')::int as new_contact_messages,
        (select count(*) from reviews where status = ?)::int as pending_reviews,
        (select max(finished_at) from backup_runs) as last_backup_at`,
      [BookingStatus.Pending, BookingStatus.Accepted, BookingStatus.Accepted, BookingStatus.Accepted, ReviewStatus.Pending],
    );
    return {
      pendingBookings: row.pending_bookings,
      todaysPickups: row.todays_pickups,
      todaysDropoffs: row.todays_dropoffs,
      carsBooked: row.cars_booked,
      // Free to hand over now: no booking running, no turnaround under way, not in the workshop (issue 22).
      carsAvailable: row.cars_total - row.cars_held,
      newContactMessages: row.new_contact_messages,
      pendingReviews: row.pending_reviews,
      lastBackupAt: row.last_backup_at ? new Date(row.last_backup_at) : null,
    };
  }
}
