import { defineModule } from '../module.js';
import { logLine } from '../../logger.js';
import { Payment } from './payment.entity.js';
import { LedgerEntry } from './ledger.entity.js';
import { PaymentService, RAZORPAY_REFUND } from './payment.service.js';
import { BookingPaymentsResolver, PaymentResolver } from './payment.resolver.js';
import { paymentOperations } from './payment.operations.js';
import { RazorpayClient } from './razorpay.js';
import { registerPaymentMail } from './payment-mail.js';
import { AdvanceReminder } from './advance-reminder.js';
import { paymentTexts } from './payment.texts.js';

declare module '../common/services.js' {
  interface Services {
    payments: PaymentService;
    /** Set when RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are. */
    razorpay: RazorpayClient | null;
    advanceReminder: AdvanceReminder;
  }
}

/** Payments by UPI, Razorpay or at the counter, refunds, and the append-only ledger (issue 21). */
export const paymentsModule = defineModule({
  name: 'payments',
  texts: paymentTexts,
  needs: ['config', 'clock', 'orm', 'outbox', 'mailer', 'pubsub', 'bookings', 'notifications'],
  provides: ['payments', 'razorpay', 'advanceReminder'],
  entities: [Payment, LedgerEntry],
  services: ({ config, clock, orm, outbox, mailer, pubsub, bookings, notifications }) => {
    const razorpay = config.payments.razorpay ? new RazorpayClient(config.payments.razorpay) : null;
    const payments = new PaymentService(
      config.payments,
      outbox,
      pubsub,
      razorpay,
      notifications,
      config.site.siteName,
      logLine,
      config.operatorEmail,
    );
    registerPaymentMail(outbox, mailer, config.site.siteName);
    // Refunds are retried like mail: an hour apart at most, for about a day.
    outbox.register<{ refundId: string }>(RAZORPAY_REFUND, ({ refundId }, { em }) => payments.issueRazorpayRefund(em, refundId), {
      maxAttempts: 30,
    });
    bookings.onClosed((tx, booking) => payments.refundOnClose(tx, booking));
    bookings.onReopened((tx, booking) => payments.withdrawRefunds(tx, booking));
    const advanceReminder = new AdvanceReminder(orm, payments, outbox, config.operatorEmail, clock);
    advanceReminder.start();
    return { payments, razorpay, advanceReminder };
  },
  resolvers: [PaymentResolver, BookingPaymentsResolver],
  operations: paymentOperations,
  stop: ({ advanceReminder }) => advanceReminder.stop(),
});
