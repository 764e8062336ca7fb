import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { FIELD_DESCRIPTIONS } from '../common/descriptions.js';

/** Why staff took a car out of service. */
export enum BlockReason {
  service = 'service',
  repair = 'repair',
  registration = 'registration',
  other = 'other',
}
registerEnumType(BlockReason, { name: 'BlockReason', description: 'Why a car is out of service' });

@ObjectType({ description: 'A maintenance block: the car cannot be booked in this period (staff only)' })
export class Block {
  @Field(() => ID, { description: FIELD_DESCRIPTIONS.id }) id!: string;
  @Field(() => ID, { description: 'The blocked car' }) carId!: string;
  @Field(() => String, { description: 'The car name' }) carName!: string;
  @Field(() => String, { description: 'Start, ISO 8601 with the city offset' }) from!: string;
  @Field(() => String, { description: 'End, ISO 8601 with the city offset' }) to!: string;
  @Field(() => BlockReason, { description: 'Why (staff only; customers see a busy period)' }) reason!: BlockReason;
}

@InputType({ description: 'Take a car out of service for a period' })
export class BlockInput {
  @Field(() => ID, { description: 'The car to block' }) carId!: string;
  @Field(() => String, { description: 'ISO 8601; without an offset, the city wall clock' }) from!: string;
  @Field(() => String, { description: 'ISO 8601, after from' }) to!: string;
  @Field(() => BlockReason, { description: 'service, repair, registration or other' }) reason!: BlockReason;
}

@ObjectType({ description: 'One thing that holds a car on the fleet calendar: an Accepted booking (with its turnaround) or a block' })
export class Occupation {
  @Field(() => ID, { description: 'The car held' }) carId!: string;
  @Field(() => String, { description: 'booking or block' }) kind!: string;
  @Field(() => ID, { nullable: true, description: 'The Accepted booking, when it is one' }) bookingId!: string | null;
  @Field(() => ID, { nullable: true, description: 'The block, when it is one' }) blockId!: string | null;
  @Field(() => String, { description: "The customer's name, or the block's reason" }) label!: string;
  @Field(() => String, { description: 'Start, ISO 8601 with the city offset' }) from!: string;
  @Field(() => String, { description: 'End (a booking: its drop-off plus the turnaround), ISO 8601 with the city offset' }) to!: string;
}
