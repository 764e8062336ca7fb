import { Field, Float, Int, ObjectType } from 'type-graphql';

/** A booking's invoice as GraphQL shows it; `url` answers the PDF to its customer or staff (send the token). */
@ObjectType({ description: "A booking's GST invoice (tax invoice or bill of supply)" })
export class InvoiceRef {
  @Field(() => String, { description: 'e.g. ID/26-27/000123' })
  number!: string;

  @Field(() => String, { description: 'yyyy-MM-dd, city date' })
  issuedOn!: string;

  @Field(() => Int, { description: 'Whole rupees, tax included' })
  total!: number;

  @Field(() => String, { description: 'GET it with the bearer token: /api/v1/invoices/{number}, URL-encoded' })
  url!: string;
}

/** A note against a booking's invoice: the fields credit and debit notes share. */
@ObjectType()
abstract class NoteRef {
  @Field(() => String, { description: 'e.g. CN/26-27/000012 or DN/26-27/000003' })
  number!: string;

  @Field(() => String, { description: 'yyyy-MM-dd, city date' })
  issuedOn!: string;

  @Field(() => Int, { description: 'Whole rupees credited or added, tax included' })
  amount!: number;

  @Field(() => String, { description: 'Why it was issued: the waiver or refund, the charge' })
  reason!: string;

  @Field(() => String, {
    description: 'GET it with the bearer token: /api/v1/credit-notes/{number} or /api/v1/debit-notes/{number}, URL-encoded',
  })
  url!: string;
}

/** A credit note against a booking's invoice (refund or waiver after invoicing). */
@ObjectType({ description: "A credit note against a booking's invoice: a refund or waiver after invoicing" })
export class CreditNoteRef extends NoteRef {}

/** A debit note against a booking's invoice: a charge after settlement, such as a challan (Rule 53). */
@ObjectType({ description: "A debit note against a booking's invoice: a charge after settlement, such as a challan" })
export class DebitNoteRef extends NoteRef {}

/** A voucher of an advance: received before the invoice (Rule 50) or refunded before it (Rule 51). */
@ObjectType({ description: 'A receipt voucher (an advance received before the invoice) or a refund voucher (an advance returned)' })
export class VoucherRef {
  @Field(() => String, { description: 'e.g. RV/26-27/000004 or RF/26-27/000001' })
  number!: string;

  @Field(() => String, { description: 'yyyy-MM-dd, city date' })
  issuedOn!: string;

  @Field(() => Int, { description: 'Whole rupees received or refunded, tax included' })
  amount!: number;

  @Field(() => String, {
    description: 'GET it with the bearer token: /api/v1/receipt-vouchers/{number} or /api/v1/refund-vouchers/{number}, URL-encoded',
  })
  url!: string;
}

export interface BookingDocuments {
  invoice: InvoiceRef | null;
  creditNotes: CreditNoteRef[];
  debitNotes: DebitNoteRef[];
  receiptVouchers: VoucherRef[];
  refundVouchers: VoucherRef[];
}

/** A booking without documents. */
export const NO_DOCUMENTS: BookingDocuments = { invoice: null, creditNotes: [], debitNotes: [], receiptVouchers: [], refundVouchers: [] };

@ObjectType({ description: 'Settled revenue of one month (city time), from its invoices' })
export class RevenueMonth {
  @Field(() => String, { description: 'yyyy-MM' })
  month!: string;

  @Field(() => Int, { description: 'Whole rupees before tax' })
  taxable!: number;

  @Field(() => Int, { description: 'GST collected (CGST + SGST + IGST), shown apart' })
  tax!: number;

  @Field(() => Int, { description: 'Invoices issued' })
  invoices!: number;
}

@ObjectType({ description: 'Revenue by month and fleet utilisation, for the admin dashboard' })
export class RevenueDashboard {
  @Field(() => [RevenueMonth], { description: 'The last 12 months with invoices, oldest first' })
  months!: RevenueMonth[];

  @Field(() => Float, { description: "Share (0–1) of the last 90 days' car-days that cars spent on Completed bookings" })
  utilisation!: number;
}
