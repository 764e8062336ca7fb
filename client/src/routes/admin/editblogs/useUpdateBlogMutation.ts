import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { refetchOnWrite } from '../../../lib/refetchOnWrite';
import { blogsDocument } from '../../../components/blogs/blogsQuery';

export const updateBlogDocument = graphql(`
  mutation UpdateBlog($id: ID!, $input: BlogInput!, $image: Upload) {
    updateBlog(id: $id, input: $input, image: $image) {
      id
      ...BlogCard_blog
    }
  }
`);

/** Edits a blog; the public list is read again. */
export function useUpdateBlogMutation() {
  return useMutation(updateBlogDocument, refetchOnWrite(blogsDocument));
}
