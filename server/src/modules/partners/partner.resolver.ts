import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { PartnerBooking, PartnerBookingInput, PartnerBookingPage, PartnerBookingsArgs } from './partner-booking.types.js';
import { toPartnerBooking } from './partner-booking.service.js';
import { requireScope } from './partner-access.js';
import { ApiKeyScope } from './api-key.scopes.js';
import { readPage } from '../common/paging.js';
import type { AppContext } from '../../graphql/context.js';
import { parseInput } from '../common/parse-input.js';
import { bookingRequestOf } from '../bookings/booking.schemas.js';
import { PartnerBookingRequest } from './partner.schemas.js';

/** What partners do with an API key (Authorization: Bearer rk_…), beyond reading the public catalogue. */
@Resolver()
export class PartnerResolver {
  @Query(() => PartnerBookingPage, { description: 'The bookings made with this API key, newest first (scope bookings:read)' })
  async partnerBookings(@Args(() => PartnerBookingsArgs) args: PartnerBookingsArgs, @Ctx() ctx: AppContext): Promise<PartnerBookingPage> {
    const key = requireScope(ctx.partner, ApiKeyScope.BookingsRead);
    const page = readPage(args);
    const { items, total } = await ctx.services.partnerBookings.list(ctx.em, key.id, page, args.status);
    return { items: items.map(toPartnerBooking), total, page: page.page, pageSize: page.pageSize };
  }

  @Query(() => PartnerBooking, { description: 'One booking made with this API key; NOT_FOUND for any other (scope bookings:read)' })
  async partnerBooking(
    @Arg('id', () => ID, { description: 'The booking id' }) id: string,
    @Ctx() ctx: AppContext,
  ): Promise<PartnerBooking> {
    const key = requireScope(ctx.partner, ApiKeyScope.BookingsRead);
    return toPartnerBooking(await ctx.services.partnerBookings.get(ctx.em, key.id, id));
  }

  @Mutation(() => PartnerBooking, {
    description:
      'Books a car for a customer named by e-mail, name and phone (scope bookings:write). The account is matched by e-mail or created; the booking is Pending until staff decide, and the customer is notified as for their own bookings.',
  })
  async createPartnerBooking(
    @Arg('input', () => PartnerBookingInput, { description: 'The customer and the booking' }) input: PartnerBookingInput,
    @Ctx() ctx: AppContext,
  ): Promise<PartnerBooking> {
    const key = requireScope(ctx.partner, ApiKeyScope.BookingsWrite);
    const booking = parseInput(PartnerBookingRequest, bookingRequestOf(input));
    return toPartnerBooking(await ctx.services.partnerBookings.create(ctx.em, key.id, booking, ctx.idempotency));
  }
}
