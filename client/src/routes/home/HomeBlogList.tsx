import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SectionHeading } from '../../components/SectionHeading';
import { BlogCard, type BlogSummary } from '../../components/blogs/BlogCard';
import { BLOGS_URL } from '../../components/blogs/blogsQuery';
import { QueryCell } from '../../components/QueryCell';
import { useRestList } from '../../lib/useRestList';
import '../../components/blogs/blogs.css';

/** How many of the newest blogs the home page shows. */
export const HOME_BLOG_COUNT = 3;

/** The latest blog cards on the home page; a failure is logged and leaves only the link to /blogs. */
export function HomeBlogList() {
  const { t } = useTranslation();
  const { data: blogs, error } = useRestList<BlogSummary>(BLOGS_URL);
  return (
    <section className="home-section container" aria-labelledby="home-blogs">
      <SectionHeading id="home-blogs" eyebrow={t('homeSections.blogEyebrow')} title={t('homeSections.blogTitle')} />
      <QueryCell
        data={blogs?.slice(0, HOME_BLOG_COUNT)}
        error={error}
        what="the blogs"
        loading={null}
        failure={null}
        isEmpty={(blogs) => blogs.length === 0}
        empty={<p className="blogs-message">{t('blogs.empty')}</p>}
      >
        {(blogs) => (
          <div className="blog-grid">
            {blogs.map((blog) => (
              <BlogCard key={blog.id} blog={blog} />
            ))}
          </div>
        )}
      </QueryCell>
      <p className="center-row">
        <Link className="text-link" to="/blogs">
          {t('homeSections.allBlogs')}
        </Link>
      </p>
    </section>
  );
}
