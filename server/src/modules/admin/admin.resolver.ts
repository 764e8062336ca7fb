import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { Role } from '../common/enums.js';
import { viewerOf } from '../common/access.js';
import type { AppContext } from '../../graphql/context.js';
import { AdminCharts, adminCharts } from './dashboard-charts.js';
import { parseInput } from '../common/parse-input.js';
import { requests } from './admin.schemas.js';

@ObjectType({ description: 'A signed-in admin: the bearer token for the admin panel.' })
export class AdminSession {
  @Field(() => String, { description: 'The admin bearer token (12 hours)' }) token!: string;
}

@ObjectType({ description: "The admin dashboard's figures; today is the city's date." })
export class AdminDashboard {
  @Field(() => Int, { description: 'Bookings awaiting a decision' }) pendingBookings!: number;
  @Field(() => Int, { description: 'Bookings whose pick-up is today' }) todaysPickups!: number;
  @Field(() => Int, { description: 'Bookings whose drop-off is today' }) todaysDropoffs!: number;
  @Field(() => Int, { description: 'Cars with an Accepted booking running now' }) carsBooked!: number;
  @Field(() => Int, { description: 'Cars nothing holds now: no Accepted booking, turnaround or maintenance block' }) carsAvailable!: number;
  @Field(() => Int, { description: 'Contact messages of the last 7 days' }) newContactMessages!: number;
  @Field(() => Int, { description: 'Reviews awaiting moderation' }) pendingReviews!: number;
  @Field(() => DateTimeResolver, {
    nullable: true,
    description: 'When the last backup (npm run backup or the daily one) finished; null: never',
  })
  lastBackupAt!: Date | null;
}

@Resolver()
export class AdminResolver {
  @Mutation(() => AdminSession, { description: "One message, 'Invalid email or password.', for an unknown e-mail and a wrong password." })
  async adminLogin(
    @Arg('email', () => String, { description: "The admin's e-mail" }) email: string,
    @Arg('password', () => String, { description: "The admin's password" }) password: string,
    @Ctx() { em, services, ip }: AppContext,
  ): Promise<AdminSession> {
    return { token: await services.admins.login(em, parseInput(requests.login, { email, password }), ip) };
  }

  @Mutation(() => AdminSession, {
    description: 'Signs in with the link mailed while password sign-in of the account is paused (once, within 15 minutes)',
  })
  async adminSignInLink(
    @Arg('signin', () => String, { description: 'The signin parameter of the mailed link' }) signin: string,
    @Ctx() { em, services }: AppContext,
  ): Promise<AdminSession> {
    return { token: await services.admins.loginWithLink(em, parseInput(requests.signInLink, { signin }).signin ?? '') };
  }

  @Authorized(Role.Admin)
  @Query(() => Boolean, { description: 'True while the admin token is valid and its account exists; UNAUTHENTICATED otherwise.' })
  async adminTokenValid(@Ctx() ctx: AppContext): Promise<boolean> {
    await ctx.services.admins.assertActive(ctx.em, viewerOf(ctx));
    return true;
  }

  @Authorized(Role.Admin)
  @Query(() => AdminDashboard, { description: "The admin dashboard's figures" })
  async adminDashboard(@Ctx() { em, services }: AppContext): Promise<AdminDashboard> {
    return services.dashboard.counts(em);
  }

  @Authorized(Role.Admin)
  @Query(() => AdminCharts, {
    description: "Bookings per day (30 days, by status), revenue per week (12 weeks), and each car's share of the next 30 days booked",
  })
  async adminCharts(@Ctx() { em }: AppContext): Promise<AdminCharts> {
    return adminCharts(em);
  }
}
