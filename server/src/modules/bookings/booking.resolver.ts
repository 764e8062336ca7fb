import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Extensions,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { oncePerEvent } from '../common/once-per-event.js';
import { Booking } from './booking.entity.js';
import {
  BookingChange,
  BookingPage,
  BookingsArgs,
  BusyPeriod,
  CancellationTermsResult,
  CreateBookingInput,
  QuoteInput,
  QuoteResult,
  RescheduleInput,
  WholePrice,
} from './booking.types.js';
import { pageOf, readPage } from '../common/paging.js';
import { viewerOf } from '../common/access.js';
import type { AppContext } from '../../graphql/context.js';
import type { Topics } from '../common/pubsub.js';
import { BookingStatus, Role } from '../common/enums.js';
import { ARG_DESCRIPTIONS } from '../common/descriptions.js';
import { parseInput } from '../common/parse-input.js';
import { availabilityQuery, BookingRequest, bookingListFilter, bookingRequestOf, QuoteRequest, requests } from './booking.schemas.js';

type BookingChanged = Topics['BOOKING_CHANGED'][0];

// One load per published change for every admin socket of this process (see oncePerEvent).
const changeOf = oncePerEvent(async (event: BookingChanged, services: AppContext['services']): Promise<BookingChange> => {
  // Its own identity maps: a subscription's context lives as long as the socket.
  const [booking, pendingCount] = await Promise.all([
    services.bookings.find(services.orm.em.fork(), event.bookingId),
    services.bookings.pendingCount(services.orm.em.fork()),
  ]);
  return { kind: event.kind, bookingId: event.bookingId, booking, pendingCount };
});

@Resolver(() => Booking)
export class BookingResolver {
  // The same answer for everyone, from the public catalogue: a CDN may keep it (GET).
  @Extensions({ publicCatalogue: true })
  @Query(() => [BusyPeriod], {
    description:
      "A car's busy periods (its Accepted bookings) over `days` city days from `from` (default today and 60; at most 120), with no personal data",
  })
  async carAvailability(
    @Arg('carId', () => ID, { description: 'The car' }) carId: string,
    @Arg('from', () => String, { nullable: true, description: 'yyyy-MM-dd' }) from: string | null,
    @Arg('days', () => Int, { nullable: true, description: 'How many city days to cover (default 60, at most 120)' }) days: number | null,
    @Ctx() { em, services }: AppContext,
  ): Promise<BusyPeriod[]> {
    return services.bookings.busyPeriods(em, carId, parseInput(availabilityQuery, { from, days }));
  }

  // The same answer for everyone, from the public catalogue: a CDN may keep it (GET).
  @Extensions({ publicCatalogue: true })
  @Query(() => QuoteResult, { description: 'The price of a car for a period under a plan, in whole rupees with its breakdown' })
  async quote(
    @Arg('input', () => QuoteInput, { description: ARG_DESCRIPTIONS.input }) input: QuoteInput,
    @Ctx() ctx: AppContext,
  ): Promise<QuoteResult> {
    return ctx.services.bookings.quote(ctx.em, parseInput(QuoteRequest, input), ctx.viewer);
  }

  @FieldResolver(() => WholePrice, { description: 'The whole price with GST, the advance, the deposit and the km, fuel and late terms' })
  async wholePrice(@Root() booking: Booking, @Ctx() { em, services }: AppContext): Promise<WholePrice> {
    return services.bookings.wholePrice(em, booking);
  }

  @Authorized(Role.Customer)
  @Query(() => CancellationTermsResult, { description: 'What cancelling your own booking now would cost (shown before the reason prompt)' })
  async cancellationTerms(
    @Arg('id', () => ID, { description: ARG_DESCRIPTIONS.id }) id: string,
    @Ctx() ctx: AppContext,
  ): Promise<CancellationTermsResult> {
    return ctx.services.bookings.cancellationTerms(ctx.em, viewerOf(ctx).id, id);
  }

  @Authorized(Role.Customer)
  @Mutation(() => Booking, {
    description:
      'Moves your own Pending or Accepted booking to a new period, until 4 hours before its pick-up; re-quotes it; CONFLICT on a clash',
  })
  async rescheduleBooking(
    @Arg('id', () => ID, { description: ARG_DESCRIPTIONS.id }) id: string,
    @Arg('input', () => RescheduleInput, { description: ARG_DESCRIPTIONS.input }) input: RescheduleInput,
    @Ctx() ctx: AppContext,
  ): Promise<Booking> {
    const period = parseInput(requests.reschedule, input);
    return ctx.services.bookings.reschedule(ctx.em, viewerOf(ctx).id, id, period);
  }

  @Authorized(Role.Customer)
  @Query(() => [Booking], { description: "The signed-in customer's bookings, newest first" })
  async myBookings(@Ctx() ctx: AppContext): Promise<Booking[]> {
    return ctx.services.bookings.listMine(ctx.em, viewerOf(ctx).id);
  }

  @Authorized(Role.Admin)
  @Query(() => BookingPage, { description: 'All bookings, newest first, searched, filtered and paged' })
  async bookings(@Args(() => BookingsArgs) args: BookingsArgs, @Ctx() { em, services }: AppContext): Promise<BookingPage> {
    const page = readPage(args);
    const filter = parseInput(bookingListFilter, { search: args.search, createdOn: args.createdOn, status: args.status });
    return pageOf(await services.bookings.list(em, filter, page), page);
  }

  @Authorized(Role.Customer)
  @Mutation(() => Booking, {
    description:
      'Books a car; the booking is Pending until an admin decides. A refused delivery leg also carries extensions.reason ' +
      '(AREA_UNKNOWN, OUTSIDE_CITY, TOO_FAR) and extensions.leg (pickup, return)',
  })
  async createBooking(
    @Arg('input', () => CreateBookingInput, { description: ARG_DESCRIPTIONS.input }) input: CreateBookingInput,
    @Ctx() ctx: AppContext,
  ): Promise<Booking> {
    const booking = parseInput(BookingRequest, bookingRequestOf(input));
    return ctx.services.bookings.create(ctx.em, viewerOf(ctx).id, booking, undefined, ctx.idempotency);
  }

  @Authorized(Role.Customer)
  @Mutation(() => Booking, { description: 'Cancels your own Pending or Accepted booking' })
  async cancelBooking(
    @Arg('id', () => ID, { description: ARG_DESCRIPTIONS.id }) id: string,
    @Arg('reason', () => String, { description: 'Why (required)' }) reason: string,
    @Ctx() ctx: AppContext,
  ): Promise<Booking> {
    const cancel = parseInput(requests.cancel, { reason });
    return ctx.services.bookings.cancel(ctx.em, viewerOf(ctx).id, id, cancel.reason);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Booking, { description: 'Accepted, Rejected or Completed; never on a Canceled booking' })
  async setBookingStatus(
    @Arg('id', () => ID, { description: ARG_DESCRIPTIONS.id }) id: string,
    @Arg('status', () => BookingStatus, { description: 'Accepted, Rejected or Completed' }) status: BookingStatus,
    @Arg('adminRemarks', () => String, { nullable: true, description: 'Remarks for the customer, optional' }) adminRemarks: string | null,
    @Ctx() { em, services }: AppContext,
  ): Promise<Booking> {
    const decision = parseInput(requests.bookingStatus, { status, adminRemarks });
    return services.bookings.setStatus(em, id, decision.status, decision.adminRemarks);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Booking, {
    description:
      'Staff confirmed the area of a pick-up address taken on its landmark: clears pickupAreaToConfirm (idempotent; a booking without the flag is answered as it is)',
  })
  async confirmPickupArea(
    @Arg('bookingId', () => ID, { description: 'The booking' }) bookingId: string,
    @Ctx() { em, services }: AppContext,
  ): Promise<Booking> {
    return services.bookings.confirmPickupArea(em, bookingId);
  }

  @Authorized(Role.Admin)
  @Subscription(() => BookingChange, {
    topics: 'BOOKING_CHANGED',
    description: 'New and changed bookings, with the Pending count (admins)',
  })
  async bookingChanged(@Root() event: BookingChanged, @Ctx() { services }: AppContext): Promise<BookingChange> {
    return changeOf(event, services);
  }
}
