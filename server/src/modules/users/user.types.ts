import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { User } from './user.entity.js';
import { Gender } from '../common/enums.js';
import { USERS_PAGE_SIZE, UserSort, VerifiedFilter } from './user-directory.service.js';
import { MAX_PAGE_SIZE, PageOf } from '../common/paging.js';
import { PAGE_DESCRIPTIONS } from '../common/descriptions.js';

registerEnumType(VerifiedFilter, { name: 'UserVerifiedFilter', description: 'Which customers to list by verification' });
registerEnumType(UserSort, { name: 'UserSort', description: 'NEWEST: newest account first (the default).' });

@InputType({ description: 'The Account Settings form. A field left out stays as it is; null clears it. E-mail and phone are read-only.' })
export class UpdateProfileInput {
  @Field(() => String, { description: 'Your name' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Postal address, optional' }) address?: string | null;
  @Field(() => String, { nullable: true, description: "State or union territory, for the invoice's GST split" }) state?: string | null;
  @Field(() => Gender, { nullable: true, description: 'Male, Female or Other, optional' }) gender?: Gender | null;
  @Field(() => String, { nullable: true, description: 'Date of birth, yyyy-MM-dd, not in the future' }) dob?: string | null;
  @Field(() => String, { nullable: true, description: 'A business GSTIN (15 characters, checked with its check character)' })
  gstin?: string | null;
  @Field(() => String, { nullable: true, description: "The business's legal name, needed with a GSTIN" }) businessName?: string | null;
}

@ArgsType()
export class UsersArgs {
  @Field(() => String, { nullable: true, description: 'Part of the name, e-mail or phone, any case' }) search?: string | null;
  @Field(() => VerifiedFilter, { defaultValue: VerifiedFilter.ALL, description: 'Verified customers, unverified ones, or all' })
  verified!: VerifiedFilter;
  @Field(() => UserSort, { defaultValue: UserSort.NEWEST, description: 'The order of the list' }) sort!: UserSort;
  @Field(() => Int, { defaultValue: 1, description: 'From 1' }) page!: number;
  @Field(() => Int, { defaultValue: USERS_PAGE_SIZE, description: `1 to ${MAX_PAGE_SIZE}` }) pageSize!: number;
}

@ObjectType({ description: 'One page of customers' })
export class UserPage extends PageOf(User, { total: 'Customers matching the search and filter, on all pages' }) {}
