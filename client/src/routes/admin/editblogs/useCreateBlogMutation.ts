import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { refetchOnWrite } from '../../../lib/refetchOnWrite';
import { blogsDocument } from '../../../components/blogs/blogsQuery';

export const createBlogDocument = graphql(`
  mutation CreateBlog($input: BlogInput!, $image: Upload) {
    createBlog(input: $input, image: $image) {
      id
      ...BlogCard_blog
    }
  }
`);

/** Adds a blog; the public list is read again so every screen shows it. */
export function useCreateBlogMutation() {
  return useMutation(createBlogDocument, refetchOnWrite(blogsDocument));
}
