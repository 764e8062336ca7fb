import type { MikroORM } from '@mikro-orm/postgresql';
import type { Outbox } from '../outbox/outbox.js';
import { MAIL } from '../outbox/mail.kind.js';
import { cityNow } from '../common/city-time.js';
import { systemClock, type Clock } from '../common/clock.js';
import { rupees } from '../bookings/cancellation.js';
import type { PaymentService } from './payment.service.js';

const HOUR = 3_600_000;

/**
 * Once a city day (from 09:00), one operator mail listing the accepted bookings whose advance is overdue; whichever
 * node gets there first sends it (payment_reminders holds the day). Nothing is cancelled automatically.
 */
export class AdvanceReminder {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly orm: MikroORM,
    private readonly payments: PaymentService,
    private readonly outbox: Outbox,
    private readonly operatorEmail: string,
    private readonly clock: Clock = systemClock,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.runOnce().catch(() => {}), HOUR);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Sends today's mail if it is due and not sent; answers whether it sent one. */
  async runOnce(now: Date = this.clock.now()): Promise<boolean> {
    const { date, time } = cityNow(now);
    if (time < '09:00') return false;
    const em = this.orm.em.fork();
    const overdue = await this.payments.overdueAdvances(em, this.clock.now());
    if (!overdue.length) return false;
    return em.transactional(async (tx) => {
      const claimed = await tx
        .getConnection()
        .execute<{ day: string }[]>(
          'insert into payment_reminders (day) values (?) on conflict (day) do nothing returning day',
          [date],
          'all',
          tx.getTransactionContext(),
        );
      if (!claimed.length) return false;
      const lines = overdue.map(
        (b) =>
          `- ${b.car.name}, ${b.pickupDate} ${b.pickupTime}: ${b.name}, +${b.phone}, advance ${rupees(b.advance)}, due ${rupees(b.due)} (booking ${b.id})`,
      );
      this.outbox.enqueue(tx, MAIL, {
        to: this.operatorEmail,
        subject: `${overdue.length} unpaid advance${overdue.length === 1 ? '' : 's'} (${date})`,
        text: [
          'These accepted bookings have not paid their advance. Call the customer, or cancel the booking if they will not come.',
          '',
          ...lines,
        ].join('\n'),
      });
      return true;
    });
  }
}
