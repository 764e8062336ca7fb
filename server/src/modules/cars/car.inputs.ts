import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';

@InputType({ description: 'The admin car form: every field required except offer (SPEC.md section 5).' })
export class CarInput {
  @Field(() => String, { description: 'The model shown to customers' }) name!: string;
  @Field(() => Int, { description: 'Rental price in INR' }) price!: number;
  @Field(() => String, { description: 'Petrol, Diesel, CNG or Electric' }) fuel!: string;
  @Field(() => Int, { description: '1 to 60' }) seat!: number;
  @Field(() => Int, { description: 'Extra km fare in INR per km' }) extrafare!: number;
  @Field(() => String, { description: 'Body type, e.g. SUV' }) cartype!: string;
  @Field(() => String, { description: 'AC or Non-AC' }) cooling!: string;
  @Field(() => String, { description: 'Self Drive or With Driver' }) selfdrive!: string;
  @Field(() => String, { description: 'Transmission, shown beside the clock icon' }) clock!: string;
  @Field(() => String, { nullable: true, description: 'Empty or null: no offer' }) offer?: string | null;
  @Field(() => String, { description: 'Where the car is picked up' }) location!: string;
  @Field(() => Int, { nullable: true, description: 'Minutes after a drop-off before the next pick-up (0 to 1440); null: the site default' })
  turnaroundMinutes?: number | null;
  @Field(() => Int, { nullable: true, description: 'GST rate in percent for renting this car (0 to 40); null: the site default GST_RATE' })
  gstRate?: number | null;
  @Field(() => String, { nullable: true, description: 'The registration number, e.g. MP09AB1234; absent: unchanged, empty: none' })
  registrationNumber?: string | null;
}

@InputType({ description: 'A car and its new position in the catalogue.' })
export class CarOrderInput {
  @Field(() => ID, { description: 'The car' }) id!: string;
  @Field(() => Int, { description: '0 or more; lower comes first' }) order!: number;
}

@ArgsType()
export class PeriodArgs {
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd (city)' }) pickupDate?: string | null;
  @Field(() => String, { nullable: true, description: 'HH:mm' }) pickupTime?: string | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) dropDate?: string | null;
  @Field(() => String, { nullable: true, description: 'HH:mm, after the pick-up' }) dropTime?: string | null;
}
