import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { User } from './user.entity.js';
import { Gender } from '../common/enums.js';
import { USERS_PAGE_SIZE, UserSort, VerifiedFilter } from './user-directory.service.js';
import { MAX_PAGE_SIZE } from '../common/paging.js';

registerEnumType(VerifiedFilter, { name: 'UserVerifiedFilter' });
registerEnumType(UserSort, { name: 'UserSort', description: 'NEWEST: newest account first (the default).' });

@InputType({ description: 'The Account Settings form. A field left out stays as it is; null clears it. E-mail and phone are read-only.' })
export class UpdateProfileInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true, description: "State or union territory, for the invoice's GST split" }) state?: string | null;
  @Field(() => Gender, { nullable: true }) gender?: Gender | null;
  @Field(() => String, { nullable: true, description: 'Date of birth, yyyy-MM-dd, not in the future' }) dob?: string | null;
}

@ArgsType()
export class UsersArgs {
  @Field(() => String, { nullable: true, description: 'Part of the name, e-mail or phone, any case' }) search?: string | null;
  @Field(() => VerifiedFilter, { defaultValue: VerifiedFilter.ALL }) verified!: VerifiedFilter;
  @Field(() => UserSort, { defaultValue: UserSort.NEWEST }) sort!: UserSort;
  @Field(() => Int, { defaultValue: 1 }) page!: number;
  @Field(() => Int, { defaultValue: USERS_PAGE_SIZE, description: `1 to ${MAX_PAGE_SIZE}` }) pageSize!: number;
}

@ObjectType()
export class UserPage {
  @Field(() => [User]) items!: User[];
  @Field(() => Int, { description: 'Customers matching the search and filter, on all pages' }) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}
