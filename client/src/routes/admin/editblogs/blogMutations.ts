import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { adminWrite } from './adminWrite';
import { blogsDocument } from '../../../components/blogs/blogsQuery';

export const createBlogDocument = graphql(`
  mutation CreateBlog($input: BlogInput!, $image: Upload) {
    createBlog(input: $input, image: $image) {
      id
      ...BlogCard_blog
    }
  }
`);

export const updateBlogDocument = graphql(`
  mutation UpdateBlog($id: ID!, $input: BlogInput!, $image: Upload) {
    updateBlog(id: $id, input: $input, image: $image) {
      id
      ...BlogCard_blog
    }
  }
`);

export const deleteBlogDocument = graphql(`
  mutation DeleteBlog($id: ID!) {
    deleteBlog(id: $id)
  }
`);

// The public list is read again so every screen shows the change.
export function useCreateBlog() {
  return useMutation(createBlogDocument, adminWrite(blogsDocument));
}

export function useUpdateBlog() {
  return useMutation(updateBlogDocument, adminWrite(blogsDocument));
}

export function useDeleteBlog() {
  return useMutation(deleteBlogDocument, adminWrite(blogsDocument));
}
