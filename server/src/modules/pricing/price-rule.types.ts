import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { FIELD_DESCRIPTIONS } from '../common/descriptions.js';

@ObjectType({ description: 'A price rule: the days it covers, the cars, and the adjustment (README: rule precedence)' })
export class PriceRule {
  @Field(() => ID, { description: FIELD_DESCRIPTIONS.id }) id!: string;
  @Field(() => String, { description: 'Shown to customers in the quote, e.g. Weekend' }) name!: string;
  @Field(() => String, { nullable: true, description: 'First day covered, yyyy-MM-dd (null: open)' }) from!: string | null;
  @Field(() => String, { nullable: true, description: 'Last day covered, yyyy-MM-dd (null: open)' }) to!: string | null;
  @Field(() => [Int], { description: 'Weekdays covered, 0 = Sunday … 6 = Saturday (empty: every day)' }) weekdays!: number[];
  @Field(() => [ID], { description: 'Cars covered (empty: every car)' }) carIds!: string[];
  @Field(() => Int, { nullable: true, description: 'Percent up (positive) or down (negative) from the car price' }) percent!: number | null;
  @Field(() => Int, { nullable: true, description: 'A fixed price per day instead' }) dailyPrice!: number | null;
  @Field(() => Int, { description: 'Where rules overlap, the highest priority wins (then the newest)' }) priority!: number;
}

@InputType({ description: 'A new price rule: percent or dailyPrice, not both' })
export class PriceRuleInput {
  @Field(() => String, { description: 'Shown to customers in the quote' }) name!: string;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) from?: string | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd, not before from' }) to?: string | null;
  @Field(() => [Int], { nullable: true, description: '0 = Sunday … 6 = Saturday; none: every day' }) weekdays?: number[] | null;
  @Field(() => [ID], { nullable: true, description: 'None: every car' }) carIds?: string[] | null;
  @Field(() => Int, { nullable: true, description: '-90 to 300' }) percent?: number | null;
  @Field(() => Int, { nullable: true, description: 'Whole rupees per day' }) dailyPrice?: number | null;
  @Field(() => Int, { nullable: true, description: 'Default 0' }) priority?: number | null;
}
