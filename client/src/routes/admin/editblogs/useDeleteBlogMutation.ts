import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { refetchOnWrite } from '../../../lib/refetchOnWrite';
import { blogsDocument } from '../../../components/blogs/blogsQuery';

export const deleteBlogDocument = graphql(`
  mutation DeleteBlog($id: ID!) {
    deleteBlog(id: $id)
  }
`);

/** Deletes a blog; the public list is read again. */
export function useDeleteBlogMutation() {
  return useMutation(deleteBlogDocument, refetchOnWrite(blogsDocument));
}
