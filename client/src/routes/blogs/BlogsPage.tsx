import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../components/ContentPage';
import { QueryCell } from '../../components/QueryCell';
import { BlogCard, type BlogSummary } from '../../components/blogs/BlogCard';
import { BLOGS_URL } from '../../components/blogs/blogsQuery';
import { useRestList } from '../../lib/useRestList';
import '../../components/blogs/blogs.css';

/** /blogs: cards with date, heading, a preview and Read More; 'No blogs found.' when there are none. */
export function BlogsPage() {
  const { t } = useTranslation();
  // SPEC.md section 3, newest first; a plain GET: the page's first paint needs no Apollo.
  const { data: blogs, error } = useRestList<BlogSummary>(BLOGS_URL);

  return (
    <ContentPage title={t('blogs.title')} intro={t('blogs.intro')}>
      <QueryCell
        data={blogs}
        error={error}
        what="the blogs"
        failure={
          <p className="blogs-message" role="alert">
            {t('blogs.failed')}
          </p>
        }
        isEmpty={(blogs) => blogs.length === 0}
        empty={<p className="blogs-message">{t('blogs.empty')}</p>}
      >
        {(blogs) => (
          <>
            <h2 className="visually-hidden">{t('blogs.allPosts')}</h2>
            <div className="blog-grid">
              {blogs.map((blog, i) => (
                <BlogCard key={blog.id} blog={blog} priority={i === 0} />
              ))}
            </div>
          </>
        )}
      </QueryCell>
    </ContentPage>
  );
}
