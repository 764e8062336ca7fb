import { useQuery } from '@apollo/client/react';
import { ContentPage } from '../../components/ContentPage';
import { PageLoading } from '../../components/PageLoading';
import { BlogCard } from '../../components/blogs/BlogCard';
import { blogsDocument } from '../../components/blogs/blogsQuery';
import { useLoggedError } from '../../components/useLoggedError';
import '../../components/blogs/blogs.css';

/** /blogs: cards with date, heading, a preview and Read More; 'No blogs found.' when there are none. */
export function BlogsPage() {
  const { data, error } = useQuery(blogsDocument);
  useLoggedError(error, 'the blogs');

  return (
    <ContentPage title="Blogs" intro="Drives, tips and news from our team.">
      {!data && !error && <PageLoading />}
      {!data && error && <p className="blogs-message" role="alert">Failed to load blogs. Please try again later.</p>}
      {data && data.blogs.length === 0 && <p className="blogs-message">No blogs found.</p>}
      {data && data.blogs.length > 0 && (
        <>
        <h2 className="visually-hidden">All posts</h2>
        <div className="blog-grid">
          {data.blogs.map((blog) => <BlogCard key={blog.id} blog={blog} />)}
        </div>
        </>
      )}
    </ContentPage>
  );
}
