import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'The Register & Earn form: every field required (SPEC.md section 5).' })
export class RegisterCarInput {
  @Field(() => String, { description: 'The car, e.g. Swift' }) carName!: string;
  @Field(() => String, { description: 'Model year or variant' }) model!: string;
  @Field(() => String, { description: 'Stored upper-case, e.g. MP 09 AB 1234' }) numberPlate!: string;
  @Field(() => String, { description: 'Petrol, Diesel, CNG or Electric' }) fuelType!: string;
  @Field(() => Int, { description: '1 to 60' }) seats!: number;
  @Field(() => String, { description: "The owner's name" }) clientName!: string;
  @Field(() => String, { description: '10 digits, with or without +91; stored as +91XXXXXXXXXX' }) phone!: string;
  @Field(() => String, { description: "The owner's e-mail" }) email!: string;
}
