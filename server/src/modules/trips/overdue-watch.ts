import type { MikroORM } from '@mikro-orm/postgresql';
import type { Clock } from '../common/clock.js';
import { sqlCityNow } from '../common/clock.js';
import { rupeesFor } from '../common/language.js';
import { localizedMail } from './trip.mail-texts.js';
import { MAIL } from '../outbox/mail.kind.js';
import type { Outbox } from '../outbox/outbox.js';
import type { PaymentService } from '../payments/payment.service.js';
import type { TripSettings } from './trip-rules.js';

const EVERY_MS = 5 * 60_000;

/** A booking of a car that is out on an overdue trip. */
interface NextBooking {
  id: string;
  status: string;
  late_id: string;
  late_name: string;
  car: string;
  pickup: string;
  late_drop: string;
  /** Its period begins before the car can be back and cleaned (now plus the late trip's turnaround). */
  collides: boolean;
  /** Accepted, its pick-up within OVERDUE_WARN_HOURS. */
  warn: boolean;
}

/**
 * The overdue rule (issue 29): a trip past its drop-off keeps its car busy until it is back. Its car's next bookings
 * that now collide with it, or whose pick-up is within OVERDUE_WARN_HOURS, are flagged to staff as at risk
 * (Booking.atRisk; one mail to the operator per booking), and the next customer whose pick-up is that near is told once
 * (notification and mail). trip_alerts keeps whom it has told, so every node may run it and each tells once.
 */
export class OverdueWatch {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
    private readonly settings: TripSettings,
    private readonly outbox: Outbox,
    private readonly payments: PaymentService,
    private readonly operatorEmail: string,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.runOnce().catch(() => {}), EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Flags and tells what is due now; answers the bookings newly flagged and the customers newly told. */
  async runOnce(): Promise<{ flagged: string[]; told: string[] }> {
    const now = sqlCityNow(this.clock);
    const em = this.orm.em.fork();
    const result = await em.transactional(async (tx) => {
      const conn = tx.getConnection();
      const ctx = tx.getTransactionContext();
      const rows = await conn.execute<NextBooking[]>(
        `with late as (
           select t.booking_id as late_id, lb.name as late_name, lb.car_id, c.name as car, upper(lb.period) as late_drop, lb.turnaround_minutes
             from trips t join bookings lb on lb.id = t.booking_id join cars c on c.id = lb.car_id
            where t.returned_at is null and upper(lb.period) < ${now}
         )
         select n.id, n.status, l.late_id, l.late_name, l.car, to_char(lower(n.period), 'YYYY-MM-DD HH24:MI') as pickup,
                to_char(l.late_drop, 'YYYY-MM-DD HH24:MI') as late_drop,
                lower(n.period) < ${now} + make_interval(mins => l.turnaround_minutes) as collides,
                n.status = 'Accepted' and lower(n.period) <= ${now} + make_interval(hours => ?) as warn
           from late l join bookings n on n.car_id = l.car_id and n.id <> l.late_id and n.status in ('Pending', 'Accepted')
          where not exists (select 1 from trips t2 where t2.booking_id = n.id) and upper(n.period) > ${now}
            and (lower(n.period) < ${now} + make_interval(mins => l.turnaround_minutes) or lower(n.period) <= ${now} + make_interval(hours => ?))
          order by lower(n.period)`,
        [this.settings.overdueWarnHours, this.settings.overdueWarnHours],
        'all',
        ctx,
      );
      const claim = async (row: NextBooking, kind: 'AT_RISK' | 'CUSTOMER_WARNED') =>
        (
          await conn.execute<{ booking_id: string }[]>(
            `insert into trip_alerts (booking_id, kind, late_booking_id) values (?, ?, ?)
             on conflict (booking_id, kind) do update set late_booking_id = excluded.late_booking_id
             where trip_alerts.late_booking_id <> excluded.late_booking_id returning booking_id`,
            [row.id, kind, row.late_id],
            'all',
            ctx,
          )
        ).length > 0;
      const flagged: NextBooking[] = [];
      const told: string[] = [];
      for (const row of rows) {
        if (await claim(row, 'AT_RISK')) flagged.push(row);
        if (row.warn && (await claim(row, 'CUSTOMER_WARNED'))) {
          const [date, time] = row.pickup.split(' ');
          await this.payments.tell(
            tx,
            row.id,
            localizedMail('trip.carLate.subject', [['trip.carLate.body', { car: row.car, date, time }]], rupeesFor),
          );
          told.push(row.id);
        }
      }
      if (flagged.length) {
        this.outbox.enqueue(tx, MAIL, {
          to: this.operatorEmail,
          subject: `${flagged.length} booking${flagged.length === 1 ? '' : 's'} at risk: a car is not back`,
          text: [
            'These bookings are for a car still out on an overdue trip. Call the late customer, or offer the next one another car.',
            '',
            ...flagged.map(
              (r) =>
                `- ${r.car}: ${r.status} booking ${r.id} picks up ${r.pickup}; the car was due back ${r.late_drop} (booking ${r.late_id}, ${r.late_name})`,
            ),
          ].join('\n'),
        });
      }
      return { flagged: flagged.map((r) => r.id), told };
    });
    if (result.flagged.length || result.told.length) this.outbox.wake();
    return result;
  }
}
