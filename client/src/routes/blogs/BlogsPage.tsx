import { useTranslation } from 'react-i18next';
import { startTransition, useEffect, useState } from 'react';
import { ContentPage } from '../../components/ContentPage';
import { QueryCell } from '../../components/QueryCell';
import { BlogCard, type BlogSummary } from '../../components/blogs/BlogCard';
import { takeJson } from '../../lib/earlyFetch';
import '../../components/blogs/blogs.css';

/** SPEC.md section 3: the list of blogs, newest first. A plain GET: the page's first paint needs no Apollo. */
export const BLOGS_URL = '/api/v1/blogs';

type RestBlog = Omit<BlogSummary, 'id'> & { _id: string };

/** /blogs: cards with date, heading, a preview and Read More; 'No blogs found.' when there are none. */
export function BlogsPage() {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<{ blogs?: BlogSummary[]; error?: unknown }>({});
  useEffect(() => {
    let live = true;
    takeJson<RestBlog[]>(BLOGS_URL).then(
      (list) => {
        const blogs = list.map(({ _id, ...blog }) => ({ id: _id, ...blog }));
        if (live) startTransition(() => setAnswer({ blogs }));
      },
      (error: unknown) => {
        if (live) setAnswer({ error });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <ContentPage title={t('blogs.title')} intro={t('blogs.intro')}>
      <QueryCell
        data={answer.blogs}
        error={answer.error}
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
