import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Blog } from './blog.entity.js';
import { BlogInput } from './blog.types.js';
import { readUpload } from '../common/uploads.js';
import { Role } from '../common/enums.js';
import type { AppContext } from '../../graphql/context.js';
import { ARG_DESCRIPTIONS } from '../common/descriptions.js';
import { parseInput } from '../common/parse-input.js';
import { blogInput } from './content.schemas.js';

@Resolver(() => Blog)
export class BlogResolver {
  @Query(() => [Blog], { description: 'Every blog, newest first' })
  async blogs(@Ctx() { em, services }: AppContext): Promise<Blog[]> {
    return services.blogs.list(em);
  }

  @Query(() => Blog, { description: 'One blog; NOT_FOUND for an unknown id' })
  async blog(@Arg('id', () => ID, { description: ARG_DESCRIPTIONS.id }) id: string, @Ctx() { em, services }: AppContext): Promise<Blog> {
    return services.blogs.get(em, id);
  }

  @Authorized(Role.Admin)
  @Mutation(() => Blog, { description: 'Adds a blog; the image is required (checked by its bytes, at most 5 MB)' })
  async createBlog(
    @Arg('input', () => BlogInput, { description: ARG_DESCRIPTIONS.input }) input: BlogInput,
    @Arg('image', () => GraphQLUpload, { nullable: true, description: 'Required: nullable only so that the message says so' })
    image: Promise<FileUpload> | null,
    @Ctx() { em, services }: AppContext,
  ): Promise<Blog> {
    return services.blogs.create(em, parseInput(blogInput, input), await readUpload(image));
  }

  @Authorized(Role.Admin)
  @Mutation(() => Blog, { description: 'Edits a blog; a new image replaces the old one, none keeps it' })
  async updateBlog(
    @Arg('id', () => ID, { description: ARG_DESCRIPTIONS.id }) id: string,
    @Arg('input', () => BlogInput, { description: ARG_DESCRIPTIONS.input }) input: BlogInput,
    @Arg('image', () => GraphQLUpload, { nullable: true, description: ARG_DESCRIPTIONS.image }) image: Promise<FileUpload> | null,
    @Ctx() { em, services }: AppContext,
  ): Promise<Blog> {
    return services.blogs.update(em, id, parseInput(blogInput, input), await readUpload(image));
  }

  @Authorized(Role.Admin)
  @Mutation(() => Boolean, { description: 'Deletes a blog and its image' })
  async deleteBlog(
    @Arg('id', () => ID, { description: ARG_DESCRIPTIONS.id }) id: string,
    @Ctx() { em, services }: AppContext,
  ): Promise<boolean> {
    await services.blogs.delete(em, id);
    return true;
  }
}
