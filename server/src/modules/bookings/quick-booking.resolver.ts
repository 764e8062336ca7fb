import { Arg, Args, Authorized, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { QuickBooking } from './quick-booking.entity.js';
import { PageArgs, pageOf, readPage, PageOf } from '../common/paging.js';
import { viewerOf } from '../common/access.js';
import type { AppContext } from '../../graphql/context.js';
import { QuickBookAt, Role } from '../common/enums.js';
import { DEFAULT_DROP_TIME, DEFAULT_PICK_TIME, QUICK_BOOKING_CARS, QUICK_BOOKING_TIME_SLOTS } from './quick-booking.constants.js';
import { ARG_DESCRIPTIONS } from '../common/descriptions.js';
import { parseInput } from '../common/parse-input.js';
import { QuickBookingRequest } from './booking.schemas.js';

/** The home page's quick booking form. Shapes only: QuickBookingService checks the rules. */
@InputType({ description: 'The quick booking form' })
export class QuickBookingInput {
  @Field(() => String, { description: 'The home city (CITY)' }) fromCity!: string;
  @Field(() => String, { description: 'Where the trip goes (one of the listed cities, or free text for Other)' }) toCity!: string;
  @Field(() => QuickBookAt, { description: 'Hour, daily, weekly or monthly' }) bookAt!: QuickBookAt;
  @Field(() => String, { description: "One of SPEC.md's twelve car names" }) carName!: string;
  @Field(() => String, { description: 'Exactly 10 digits' }) mobile!: string;
  @Field(() => String, { description: 'yyyy-MM-dd, not before today' }) pickDate!: string;
  @Field(() => String, { description: 'An hourly slot such as 06:00 AM' }) pickTime!: string;
  @Field(() => String, { description: 'yyyy-MM-dd, not before the pick-up date' }) dropDate!: string;
  @Field(() => String, { description: 'An hourly slot such as 06:00 PM' }) dropTime!: string;
}

@ObjectType({ description: 'One page of quick bookings, newest first' })
export class QuickBookingPage extends PageOf(QuickBooking) {}

@ObjectType({ description: "The quick booking form's choices, from the server's one list" })
export class QuickBookingOptions {
  @Field(() => String, { description: 'The fixed from-city (CITY)' }) fromCity!: string;
  @Field(() => [String], { description: 'Car names, the default first' }) cars!: string[];
  @Field(() => [String], { description: "24 hourly slots, '12:00 AM' to '11:00 PM'" }) timeSlots!: string[];
  @Field(() => String, { description: 'The preselected pick-up slot' }) defaultPickTime!: string;
  @Field(() => String, { description: 'The preselected drop-off slot' }) defaultDropTime!: string;
  @Field(() => QuickBookAt, { description: 'The preselected "book at"' }) defaultBookAt!: QuickBookAt;
}

@Resolver(() => QuickBooking)
export class QuickBookingResolver {
  @Query(() => QuickBookingOptions, { description: "The quick booking form's choices and defaults" })
  quickBookingOptions(@Ctx() { services }: AppContext): QuickBookingOptions {
    return {
      fromCity: services.config.site.city,
      cars: [...QUICK_BOOKING_CARS],
      timeSlots: [...QUICK_BOOKING_TIME_SLOTS],
      defaultPickTime: DEFAULT_PICK_TIME,
      defaultDropTime: DEFAULT_DROP_TIME,
      defaultBookAt: QuickBookAt.Daily,
    };
  }

  @Authorized(Role.Customer)
  @Mutation(() => QuickBooking, { description: "The home page's 'Book a Car Instantly' request" })
  async createQuickBooking(
    @Arg('input', () => QuickBookingInput, { description: ARG_DESCRIPTIONS.input }) input: QuickBookingInput,
    @Ctx() ctx: AppContext,
  ): Promise<QuickBooking> {
    const quick = parseInput(QuickBookingRequest, input);
    return ctx.services.quickBookings.create(ctx.em, viewerOf(ctx).id, quick);
  }

  @Authorized(Role.Admin)
  @Query(() => QuickBookingPage, { description: 'Quick bookings, newest first, paged' })
  async quickBookings(@Args(() => PageArgs) args: PageArgs, @Ctx() { em, services }: AppContext): Promise<QuickBookingPage> {
    const page = readPage(args);
    return pageOf(await services.quickBookings.list(em, page), page);
  }
}
