import type { EntityManager } from '@mikro-orm/postgresql';
import type { Mailer } from '../common/mailer.js';
import { Outbox } from '../outbox/outbox.js';
import { Booking } from './booking.entity.js';
import { type Language, rupeesFor } from '../common/language.js';
import { type MailKey, mailText } from './booking.mail-texts.js';
import { printable } from '../common/person-text.js';

/** The booking e-mails: one outbox message per event and audience, rendered when sent (the booking as it is then). */
export const BOOKING_MAIL = 'booking-mail';

export type BookingMailEvent = 'submitted' | 'accepted' | 'rejected' | 'completed' | 'rescheduled' | 'cancelled';
export type MailAudience = 'customer' | 'operator';
export interface BookingMailPayload {
  bookingId: string;
  event: BookingMailEvent;
  audience: MailAudience;
}

/** Who hears of what: the customer of every event; the operator of new bookings and cancellations. */
export function audiencesFor(event: BookingMailEvent): MailAudience[] {
  return event === 'submitted' || event === 'cancelled' ? ['customer', 'operator'] : ['customer'];
}

/**
 * The one writer of booking mails: SQL enqueueing the event's mails (one outbox message per audience) for each
 * booking row of `from`, whose id is the column `idSql`. Single-statement writers (booking-insert.ts) embed it;
 * `enqueueBookingMails` runs it in a transaction.
 */
export function bookingMailsSql(event: BookingMailEvent, from: string, idSql: string): string {
  const rows = audiencesFor(event)
    .map((a) => `('${a}')`)
    .join(', ');
  return Outbox.insertFromSql(
    BOOKING_MAIL,
    `jsonb_build_object('bookingId', ${idSql}, 'event', '${event}', 'audience', a.audience)`,
    `${from}, (values ${rows}) as a(audience)`,
  );
}

/** Enqueues the event's mails in `em`'s transaction (the one that makes the change), through `bookingMailsSql`. */
export async function enqueueBookingMails(em: EntityManager, bookingId: string, event: BookingMailEvent): Promise<void> {
  await em.execute(bookingMailsSql(event, '(select ?::uuid as id) as booking', 'booking.id'), [bookingId]);
}

/** The operator's mails stay English; the customer's are in the customer's language (issue 24). */
export function renderBookingMail(
  b: Booking,
  event: BookingMailEvent,
  audience: MailAudience,
  siteName: string,
  partner: string | null = null,
): { subject: string; text: string } {
  const language: Language = audience === 'operator' ? 'en' : b.user.language;
  const money = (amount: number) => rupeesFor(language, amount);
  const lines = [
    mailText(language, 'booking.car', { car: b.car.name }),
    mailText(language, 'booking.period', {
      from: `${b.pickupDate} ${b.pickupTime}`,
      to: `${b.dropDate} ${b.dropTime}`,
      bookFor: mailText(language, `bookFor.${b.bookFor}` as MailKey),
    }),
    mailText(language, 'booking.amount', { amount: money(b.amount) }),
  ];
  if (event === 'cancelled') {
    lines.push(
      mailText(language, 'booking.charge', { amount: money(b.cancellationCharge ?? 0) }),
      mailText(language, 'booking.refund', { amount: money(b.refundAmount ?? 0) }),
    );
    if (b.cancelReason) lines.push(mailText(language, 'booking.reason', { reason: b.cancelReason }));
  }
  if (audience === 'operator') {
    const what = event === 'submitted' ? 'New booking' : 'Booking cancelled';
    return {
      subject: `${what}: ${b.car.name}, ${b.pickupDate}`,
      text: [
        `${what} (${b.status}).`,
        `Customer: ${printable(b.name)}, +${b.phone}`,
        ...(partner ? [`Made by the partner: ${printable(partner)}`] : []),
        ...lines,
        `Booking id: ${b.id}`,
      ].join('\n'),
    };
  }
  return {
    subject: `${mailText(language, `booking.subject.${event}`)}: ${b.car.name}, ${b.pickupDate}`,
    text: [
      mailText(language, 'booking.hello', { name: b.name }),
      '',
      mailText(language, `booking.lead.${event}`),
      '',
      // A partner's booking in this customer's name (issue 28): who made it, and how to disown it.
      ...(partner && event === 'submitted' ? [mailText(language, 'booking.partner', { partner }), ''] : []),
      ...lines,
      '',
      siteName,
    ].join('\n'),
  };
}

/** The handler: loads the booking with its car and customer; a booking erased since has nobody left to tell. */
export function registerBookingMail(outbox: Outbox, mailer: Mailer, site: { siteName: string; operatorEmail: string }): void {
  outbox.register<BookingMailPayload>(BOOKING_MAIL, async ({ bookingId, event, audience }, { em }) => {
    const booking = await em.findOne(Booking, { id: bookingId }, { populate: ['car', 'user'] });
    if (!booking) return;
    const to = audience === 'operator' ? site.operatorEmail : booking.user.email;
    if (!to) return;
    const [link] = await em
      .getConnection()
      .execute<{ name: string }[]>(
        'select k.name from partner_bookings pb join api_keys k on k.id = pb.api_key_id where pb.booking_id = ?',
        [bookingId],
      );
    await mailer.send({ to, ...renderBookingMail(booking, event, audience, site.siteName, link?.name ?? null) });
  });
}
