import { Field, InputType } from 'type-graphql';

/** The blog form's text; BlogService checks the rules. */
@InputType({ description: 'A blog post as staff write it' })
export class BlogInput {
  @Field(() => String, { description: 'Required, at most 200 characters' }) heading!: string;
  @Field(() => String, { description: 'Required; shown as plain text' }) content!: string;
  @Field(() => String, { nullable: true, description: 'Optional Hindi heading, at most 200 characters; null or blank clears it' })
  headingHi?: string | null;
  @Field(() => String, { nullable: true, description: 'Optional Hindi content; null or blank clears it' }) contentHi?: string | null;
}
