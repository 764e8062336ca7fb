import { graphql } from '../../gql';

/** Every blog, newest first: the /blogs page, the home page's latest ones and the admin list share it. */
export const blogsDocument = graphql(`
  query Blogs {
    blogs {
      id
      ...BlogCard_blog
    }
  }
`);

export const blogDocument = graphql(`
  query Blog($id: ID!) {
    blog(id: $id) {
      id
      heading
      content
      headingHi
      contentHi
      image
      createdAt
    }
  }
`);
