import { Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Role } from '../common/enums.js';
import { Booking } from '../bookings/booking.entity.js';
import type { AppContext } from '../../graphql/context.js';
import {
  CreditNoteRef,
  DebitNoteRef,
  InvoiceRef,
  NO_DOCUMENTS,
  RevenueDashboard,
  VoucherRef,
  type BookingDocuments,
} from './invoice.types.js';

interface Waiting {
  resolve: (d: BookingDocuments) => void;
  reject: (e: unknown) => void;
}

/** One query per request for every booking whose documents are asked: ids gathered until a list's resolvers ran. */
const batches = new WeakMap<AppContext, Map<string, Waiting[]>>();

function documentsOf(ctx: AppContext, bookingId: string): Promise<BookingDocuments> {
  let batch = batches.get(ctx);
  if (!batch) {
    const gathered = new Map<string, Waiting[]>();
    batch = gathered;
    batches.set(ctx, gathered);
    setImmediate(() => {
      batches.delete(ctx);
      ctx.services.invoices.documentsFor(ctx.em, [...gathered.keys()]).then(
        (found) => {
          for (const [id, waiting] of gathered) for (const w of waiting) w.resolve(found.get(id) ?? NO_DOCUMENTS);
        },
        (error: unknown) => {
          for (const waiting of gathered.values()) for (const w of waiting) w.reject(error);
        },
      );
    });
  }
  const waiting = batch.get(bookingId) ?? [];
  batch.set(bookingId, waiting);
  return new Promise<BookingDocuments>((resolve, reject) => waiting.push({ resolve, reject }));
}

/** Booking.invoice and Booking.creditNotes: visible wherever the booking is (its customer, staff). */
@Resolver(() => Booking)
export class BookingInvoiceResolver {
  @FieldResolver(() => InvoiceRef, { nullable: true, description: 'The GST invoice, once the trip is settled' })
  async invoice(@Root() booking: Booking, @Ctx() ctx: AppContext): Promise<InvoiceRef | null> {
    return (await documentsOf(ctx, booking.id)).invoice;
  }

  @FieldResolver(() => [CreditNoteRef], { description: 'Credit notes against the invoice, oldest first' })
  async creditNotes(@Root() booking: Booking, @Ctx() ctx: AppContext): Promise<CreditNoteRef[]> {
    return (await documentsOf(ctx, booking.id)).creditNotes;
  }

  @FieldResolver(() => [DebitNoteRef], { description: 'Debit notes against the invoice (charges after settlement), oldest first' })
  async debitNotes(@Root() booking: Booking, @Ctx() ctx: AppContext): Promise<DebitNoteRef[]> {
    return (await documentsOf(ctx, booking.id)).debitNotes;
  }

  @FieldResolver(() => [VoucherRef], { description: 'Receipt vouchers of advances received before the invoice (Rule 50), oldest first' })
  async receiptVouchers(@Root() booking: Booking, @Ctx() ctx: AppContext): Promise<VoucherRef[]> {
    return (await documentsOf(ctx, booking.id)).receiptVouchers;
  }

  @FieldResolver(() => [VoucherRef], { description: 'Refund vouchers of advances returned before the invoice (Rule 51), oldest first' })
  async refundVouchers(@Root() booking: Booking, @Ctx() ctx: AppContext): Promise<VoucherRef[]> {
    return (await documentsOf(ctx, booking.id)).refundVouchers;
  }

  @Authorized(Role.Admin)
  @Query(() => RevenueDashboard, {
    description: 'Admin: revenue by month (tax apart) from invoices and the fleet utilisation of the last 90 days',
  })
  async revenueDashboard(@Ctx() { em, services }: AppContext): Promise<RevenueDashboard> {
    return services.invoices.dashboard(em);
  }
}
