import type { EntityManager } from '@mikro-orm/postgresql';
import type { Mailer } from '../common/mailer.js';
import { Outbox } from '../outbox/outbox.js';
import { Booking } from './booking.entity.js';
import { type Language, rupeesFor, sayDate } from '../common/language.js';
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

/** What a booking mail names beside the booking: the site, My Bookings' link, a partner who booked, the invoice. */
export interface BookingMailContext {
  siteName: string;
  /** PUBLIC_URL's `/#/bookings` (common/app-links.ts); null without PUBLIC_URL. */
  bookingsUrl: string | null;
  /** The partner who made the booking in the customer's name (issue 28). */
  partner?: string | null;
  /** The booking's GST invoice number, once it has one. */
  invoice?: string | null;
}

/**
 * The operator's mails stay English; the customer's are in the customer's language (issue 24), with figures that
 * add up (issue 32): the advance due and what to bring once accepted; paid, charge and refund on a cancellation; the
 * bill, what was paid and the invoice once completed.
 */
export function renderBookingMail(
  b: Booking,
  event: BookingMailEvent,
  audience: MailAudience,
  context: BookingMailContext,
): { subject: string; text: string } {
  const { siteName, bookingsUrl, partner = null, invoice = null } = context;
  const language: Language = audience === 'operator' ? 'en' : b.user.language;
  const money = (amount: number) => rupeesFor(language, amount);
  const when = (date: string, time?: string) =>
    audience === 'operator' ? [date, time].filter(Boolean).join(' ') : sayDate(language, date, time);
  const lines = [
    mailText(language, 'booking.car', { car: b.car.name }),
    mailText(language, 'booking.period', {
      from: when(b.pickupDate, b.pickupTime),
      to: when(b.dropDate, b.dropTime),
      bookFor: mailText(language, `bookFor.${b.bookFor}` as MailKey),
    }),
    mailText(language, 'booking.amount', { amount: money(b.amount) }),
  ];
  if (event === 'cancelled') {
    const charge = b.cancellationCharge ?? 0;
    const refund = b.refundAmount ?? 0;
    lines.push(
      // What was paid, net, when it was cancelled: the charge is kept from it and the rest refunded (booking-money.ts).
      mailText(language, 'booking.paid', { amount: money(charge + refund) }),
      mailText(language, 'booking.charge', { amount: money(charge) }),
      mailText(language, 'booking.refund', { amount: money(refund) }),
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
  if (event === 'accepted') {
    if (b.due > 0) lines.push(mailText(language, 'booking.advanceDue', { amount: money(b.due) }));
    lines.push('', mailText(language, 'booking.bring'));
  }
  if (event === 'completed') {
    lines.push(
      mailText(language, 'booking.billTotal', { amount: money(b.tripBill?.total ?? b.amount) }),
      mailText(language, 'booking.paid', { amount: money(Math.max(0, b.paid - b.refunded)) }),
    );
    if (b.due > 0) lines.push(mailText(language, 'booking.balanceDue', { amount: money(b.due) }));
    if (invoice) lines.push(mailText(language, 'booking.invoice', { number: invoice }));
  }
  return {
    subject: `${mailText(language, `booking.subject.${event}`)}: ${b.car.name}, ${when(b.pickupDate)}`,
    text: [
      mailText(language, 'booking.hello', { name: b.name }),
      '',
      mailText(language, `booking.lead.${event}`),
      '',
      // A partner's booking in this customer's name (issue 28): who made it, and how to disown it.
      ...(partner && event === 'submitted' ? [mailText(language, 'booking.partner', { partner }), ''] : []),
      ...lines,
      ...(bookingsUrl && event !== 'rejected' ? ['', mailText(language, 'booking.link', { url: bookingsUrl })] : []),
      '',
      siteName,
    ].join('\n'),
  };
}

/** The handler: loads the booking with its car and customer; a booking erased since has nobody left to tell. */
export function registerBookingMail(
  outbox: Outbox,
  mailer: Mailer,
  site: { siteName: string; operatorEmail: string; bookingsUrl: string | null },
): void {
  outbox.register<BookingMailPayload>(BOOKING_MAIL, async ({ bookingId, event, audience }, { em }) => {
    const booking = await em.findOne(Booking, { id: bookingId }, { populate: ['car', 'user'] });
    if (!booking) return;
    const to = audience === 'operator' ? site.operatorEmail : booking.user.email;
    if (!to) return;
    const [extra] = await em.getConnection().execute<{ partner: string | null; invoice: string | null }[]>(
      `select (select k.name from partner_bookings pb join api_keys k on k.id = pb.api_key_id where pb.booking_id = ?) as partner,
              (select i.number from invoices i where i.booking_id = ?) as invoice`,
      [bookingId, bookingId],
    );
    const context = { siteName: site.siteName, bookingsUrl: site.bookingsUrl, partner: extra?.partner, invoice: extra?.invoice };
    await mailer.send({ to, ...renderBookingMail(booking, event, audience, context) });
  });
}
