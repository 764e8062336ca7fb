import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Review } from './review.entity.js';
import { ReviewInput, ReviewPage, ReviewsArgs } from './review.types.js';
import { pageOf, readPage } from '../common/paging.js';
import { ReviewStatus, Role } from '../common/enums.js';
import type { AppContext } from '../../graphql/context.js';
import { ARG_DESCRIPTIONS } from '../common/descriptions.js';
import { parseInput } from '../common/parse-input.js';
import { reviewDecisionInput, reviewEditInput, reviewInput, reviewListInput } from './review.schemas.js';

@Resolver(() => Review)
export class ReviewResolver {
  @Query(() => ReviewPage, { description: 'Accepted reviews for anyone; every status for the admin (see status)' })
  async reviews(@Args(() => ReviewsArgs) args: ReviewsArgs, @Ctx() ctx: AppContext): Promise<ReviewPage> {
    const page = readPage(args);
    return pageOf(await ctx.services.reviews.list(ctx.em, ctx, parseInput(reviewListInput, { status: args.status }), page), page);
  }

  @Mutation(() => Review, { description: 'A visitor writes a review; it stays Pending until an admin accepts it' })
  async submitReview(
    @Arg('input', () => ReviewInput, { description: ARG_DESCRIPTIONS.input }) input: ReviewInput,
    @Ctx() { em, services, ip }: AppContext,
  ): Promise<Review> {
    return services.reviews.submit(em, parseInput(reviewInput, input), ip);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Review, { description: 'Accepted or Rejected, at any time' })
  async setReviewStatus(
    @Arg('id', () => ID, { description: ARG_DESCRIPTIONS.id }) id: string,
    @Arg('status', () => ReviewStatus, { description: 'Accepted or Rejected' }) status: ReviewStatus,
    @Ctx() { em, services }: AppContext,
  ): Promise<Review> {
    return services.reviews.setStatus(em, id, parseInput(reviewDecisionInput, { status }).status);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Review, { description: 'Edits a review; the rating is clamped to 1..5 in half steps' })
  async updateReview(
    @Arg('id', () => ID, { description: ARG_DESCRIPTIONS.id }) id: string,
    @Arg('input', () => ReviewInput, { description: ARG_DESCRIPTIONS.input }) input: ReviewInput,
    @Ctx() { em, services }: AppContext,
  ): Promise<Review> {
    return services.reviews.update(em, id, parseInput(reviewEditInput, input));
  }

  @Authorized(Role.Admin)
  @Mutation(() => Boolean, { description: 'Deletes a review' })
  async deleteReview(
    @Arg('id', () => ID, { description: ARG_DESCRIPTIONS.id }) id: string,
    @Ctx() { em, services }: AppContext,
  ): Promise<boolean> {
    await services.reviews.delete(em, id);
    return true;
  }
}
