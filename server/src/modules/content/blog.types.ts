import { Field, InputType } from 'type-graphql';

/** The blog form's text; BlogService checks the rules. */
@InputType()
export class BlogInput {
  @Field(() => String, { description: 'Required, at most 200 characters' }) heading!: string;
  @Field(() => String, { description: 'Required; shown as plain text' }) content!: string;
}
