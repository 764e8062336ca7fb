import { graphql } from '../../gql';

/**
 * Every blog, newest first (SPEC.md section 7): the /blogs page and the home page's latest ones read it with a plain
 * GET, so neither loads Apollo to show them (issue 33).
 */
export const BLOGS_URL = '/api/v1/blogs';

/** The same over GraphQL: the admin list, which writes them too. */
export const blogsDocument = graphql(`
  query Blogs {
    blogs {
      id
      ...BlogCard_blog
    }
  }
`);

/** One blog: its own page. */
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
