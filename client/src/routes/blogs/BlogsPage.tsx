import { useQuery } from '@apollo/client/react';
import { ContentPage } from '../../components/ContentPage';
import { QueryCell } from '../../components/QueryCell';
import { BlogCard } from '../../components/blogs/BlogCard';
import { blogsDocument } from '../../components/blogs/blogsQuery';
import '../../components/blogs/blogs.css';

/** /blogs: cards with date, heading, a preview and Read More; 'No blogs found.' when there are none. */
export function BlogsPage() {
  const { data, error } = useQuery(blogsDocument);

  return (
    <ContentPage title="Blogs" intro="Drives, tips and news from our team.">
      <QueryCell data={data?.blogs} error={error} what="the blogs"
        failure={<p className="blogs-message" role="alert">Failed to load blogs. Please try again later.</p>}
        isEmpty={(blogs) => blogs.length === 0} empty={<p className="blogs-message">No blogs found.</p>}>
        {(blogs) => (
          <>
            <h2 className="visually-hidden">All posts</h2>
            <div className="blog-grid">
              {blogs.map((blog, i) => <BlogCard key={blog.id} blog={blog} priority={i === 0} />)}
            </div>
          </>
        )}
      </QueryCell>
    </ContentPage>
  );
}
