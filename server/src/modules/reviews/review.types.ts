import { ArgsType, Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Review } from './review.entity.js';
import { ReviewStatus } from '../common/enums.js';
import { PageArgs, PageOf } from '../common/paging.js';
import { PAGE_DESCRIPTIONS } from '../common/descriptions.js';

/** The Write a Review form, and the admin's edit of it; ReviewService checks the rules. */
@InputType({ description: 'A review' })
export class ReviewInput {
  @Field(() => String, { description: 'Your name' }) name!: string;
  @Field(() => Float, { description: 'Submitting: 0 to 5 in steps of 0.5. Admin edit: clamped to 1..5, rounded to a half' })
  rating!: number;
  @Field(() => String, { description: 'The review' }) message!: string;
}

@ArgsType()
export class ReviewsArgs extends PageArgs {
  @Field(() => ReviewStatus, {
    nullable: true,
    description: 'Accepted for anyone; Pending or Rejected need the admin token. Without it: all for an admin, Accepted for everyone else',
  })
  status?: ReviewStatus | null;
}

@ObjectType({ description: 'One page of reviews, newest first' })
export class ReviewPage extends PageOf(Review, { total: 'Reviews matching the filter, on all pages' }) {}
