import { Arg, Authorized, Ctx, Extensions, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Booking } from '../bookings/booking.entity.js';
import { Role, TripStage } from '../common/enums.js';
import { normalizedBill } from '../common/bill.types.js';
import { dataUrlOf, readUpload } from '../common/uploads.js';
import { viewerOf } from '../common/access.js';
import type { AppContext } from '../../graphql/context.js';
import {
  BillView,
  EndTripInput,
  OdometerReadingView,
  SettleMethod,
  StartTripInput,
  TripBoardView,
  TripChargeInput,
  TripRecord,
} from './trip.types.js';
import { PaymentMethod } from '../payments/payment.entity.js';
import { Car } from '../cars/car.entity.js';
import { ARG_DESCRIPTIONS } from '../common/descriptions.js';
import { parseInput } from '../common/parse-input.js';
import { handoverInput, returnInput, settleInput, tripCharge } from './trip.schemas.js';
import { MAX_TRIP_PHOTOS } from './trip.service.js';

/** Every file of a multipart list, read within the upload size cap. */
async function readAll(uploads: readonly Parameters<typeof readUpload>[0][] | null | undefined): Promise<Buffer[]> {
  const files = await Promise.all((uploads ?? []).map((u) => readUpload(u)));
  return files.filter((f): f is Buffer => f !== null);
}

@Resolver(() => Booking)
export class TripResolver {
  @Authorized(Role.Admin)
  @Query(() => TripBoardView, { description: "Admin: the Trips screen (today's pick-ups, on trip, overdue, returns, bills to settle)" })
  tripBoard(@Ctx() { em, services }: AppContext): Promise<TripBoardView> {
    return services.trips.board(em);
  }

  @Authorized(Role.Admin)
  // Up to 12 photos and the signature in one request (the edge reads this bound; the default is two files).
  @Extensions({ maxFiles: MAX_TRIP_PHOTOS + 1 })
  @Mutation(() => Booking, {
    description: 'Admin: hand over the keys (documents checked, odometer, fuel, 4+ photos, signature); the customer gets the record',
  })
  async startTrip(
    @Arg('bookingId', () => ID, { description: 'The booking' }) bookingId: string,
    @Arg('input', () => StartTripInput, { description: ARG_DESCRIPTIONS.input }) input: StartTripInput,
    @Ctx() ctx: AppContext,
  ): Promise<Booking> {
    const readings = parseInput(handoverInput, input);
    const photos = await readAll(input.photos);
    const signature = await readUpload(input.signature);
    return ctx.services.trips.start(ctx.em, viewerOf(ctx).id, bookingId, readings, photos, signature);
  }

  @Authorized(Role.Admin)
  @Extensions({ maxFiles: MAX_TRIP_PHOTOS + 1 })
  @Mutation(() => Booking, { description: 'Admin: record the return; the server computes the bill for staff to review' })
  async endTrip(
    @Arg('bookingId', () => ID, { description: 'The booking' }) bookingId: string,
    @Arg('input', () => EndTripInput, { description: ARG_DESCRIPTIONS.input }) input: EndTripInput,
    @Ctx() ctx: AppContext,
  ): Promise<Booking> {
    const readings = parseInput(returnInput, input);
    const photos = await readAll(input.photos);
    return ctx.services.trips.end(ctx.em, viewerOf(ctx).id, bookingId, readings, photos);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Booking, { description: 'Admin: waive one line of a returned bill (0-based index) with a reason; the waiver is kept' })
  waiveBillLine(
    @Arg('bookingId', () => ID, { description: 'The booking' }) bookingId: string,
    @Arg('index', () => Int, { description: 'The line, from 0 (the rent cannot be waived)' }) index: number,
    @Arg('reason', () => String, { description: 'Why it is waived; kept and printed' }) reason: string,
    @Ctx() ctx: AppContext,
  ): Promise<Booking> {
    return ctx.services.trips.waive(ctx.em, viewerOf(ctx).id, bookingId, index, reason);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Booking, {
    description:
      'Admin: settle the bill (deposit deducted, the rest taken, the deposit released), issue the invoice; the booking is Completed',
  })
  settleBill(
    @Arg('bookingId', () => ID, { description: 'The booking' }) bookingId: string,
    @Arg('method', () => SettleMethod, { description: 'How the rest was paid' }) method: SettleMethod,
    @Arg('reference', () => String, { nullable: true, description: 'UTR, card slip or Razorpay payment id; optional for cash' })
    reference: string | null,
    @Ctx() ctx: AppContext,
    @Arg('depositMethod', () => PaymentMethod, {
      nullable: true,
      description: 'How the rest of the deposit goes back: CASH (default), CARD or UPI',
    })
    depositMethod?: PaymentMethod | null,
    @Arg('depositReference', () => String, { nullable: true, description: "The deposit return's reference (UTR, slip); optional for cash" })
    depositReference?: string | null,
  ): Promise<Booking> {
    const payment = parseInput(settleInput, { method, reference, depositMethod, depositReference });
    return ctx.services.trips.settle(ctx.em, viewerOf(ctx).id, bookingId, payment);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Booking, {
    description:
      'Admin: a charge that arrives after settlement (a challan, a toll): added to the bill, a debit note issued, the amount due',
  })
  addChargeAfterSettlement(
    @Arg('bookingId', () => ID, { description: 'The settled booking' }) bookingId: string,
    @Arg('charge', () => TripChargeInput, { description: 'The charge: a FINE or TOLL passes on at cost, DAMAGE or OTHER carries GST' })
    charge: TripChargeInput,
    @Ctx() ctx: AppContext,
  ): Promise<Booking> {
    return ctx.services.trips.chargeAfterSettlement(ctx.em, viewerOf(ctx).id, bookingId, parseInput(tripCharge, charge));
  }

  @Query(() => String, {
    description: "A trip photo or the signature as a data: URL, for staff and the booking's customer (anyone else: NOT_FOUND)",
  })
  async tripPhoto(
    @Arg('bookingId', () => ID, { description: 'The booking' }) bookingId: string,
    @Arg('which', () => String, { description: 'handover, return or signature' }) which: string,
    @Arg('index', () => Int, { defaultValue: 0, description: 'Which photo, from 0' }) index: number,
    @Ctx() ctx: AppContext,
  ): Promise<string> {
    return dataUrlOf(await ctx.services.trips.photo(ctx.em, ctx.viewer, bookingId, which, index));
  }

  @FieldResolver(() => TripStage, { description: 'The trip beside the status: NOT_STARTED until staff hand over the keys' })
  tripStage(@Root() booking: Booking): TripStage {
    // A booking just written is mapped from its insert's row, where no formula was read: it has no trip yet.
    return booking.tripStage ?? TripStage.NOT_STARTED;
  }

  @Authorized(Role.Admin)
  @FieldResolver(() => ID, {
    nullable: true,
    description: "Admin: at risk: the booking of this car's overdue trip (the car is not back in time for this one); null when not",
  })
  atRiskOf(@Root() booking: Booking): string | null {
    return booking.atRiskOf ?? null;
  }

  @FieldResolver(() => BillView, { nullable: true, description: "The trip's bill once the car is back (null before)" })
  bill(@Root() booking: Booking, @Ctx() ctx: AppContext): BillView | null {
    const bill = booking.tripBill;
    return bill
      ? ({ ...normalizedBill(bill, ctx.language), registrationNumber: bill.vehicle?.registrationNumber ?? null } as BillView)
      : null;
  }

  @FieldResolver(() => TripRecord, { nullable: true, description: 'The handover and return record, once the trip has started' })
  async trip(@Root() booking: Booking, @Ctx() ctx: AppContext): Promise<TripRecord | null> {
    if ((booking.tripStage ?? TripStage.NOT_STARTED) === TripStage.NOT_STARTED) return null;
    const trip = await ctx.services.trips.tripOf(ctx.em, booking.id);
    return trip && { ...trip, handoverPhotoCount: trip.handoverPhotos.length, returnPhotoCount: trip.returnPhotos.length };
  }
}

/** The car's odometer history, read from its trips (handovers and returns), for staff. */
@Resolver(() => Car)
export class CarOdometerResolver {
  @Authorized(Role.Admin)
  @FieldResolver(() => [OdometerReadingView], { description: 'Admin: every handover and return reading of the car, newest first' })
  odometerHistory(@Root() car: Car, @Ctx() { em, services }: AppContext): Promise<OdometerReadingView[]> {
    return services.trips.odometerHistory(em, car.id);
  }
}
