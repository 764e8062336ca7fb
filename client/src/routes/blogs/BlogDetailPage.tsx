import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { QueryCell } from '../../components/QueryCell';
import { uploadUrl } from '../../components/uploadUrl';
import { errorCode } from '../../components/serverMessage';
import { blogDocument } from '../../components/blogs/blogsQuery';
import { formatDate, blogInLanguage } from '../../components/blogs/blogText';
import { useScreenMeta } from '../../site/RouteMeta';
import { blogPostMeta } from '../../site/routeMeta';
import { useSite } from '../../site/SiteContext';
import '../../components/blogs/blogs.css';
import { langOfTyped } from '../../i18n/i18n';

/** /blogs/{id}: image, heading and content; 'Loading...' until fetched; a not-found state for an unknown id. */
export function BlogDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { data, error } = useQuery(blogDocument, { variables: { id } });
  const notFound = errorCode(error) === 'NOT_FOUND';
  const site = useSite();
  const blog = data?.blog;
  // Shared or found in search, a post is shown by its own title, first lines and picture.
  useScreenMeta(blog ? { ...blogPostMeta(blog, site), image: new URL(uploadUrl(blog.image), window.location.origin).href } : null);
  return (
    <article className="blog-detail container container--narrow">
      <QueryCell
        data={data?.blog}
        error={error}
        what={notFound ? undefined : 'the blog'}
        loading={
          <>
            {/* The page keeps a heading while it loads. */}
            <h1 className="visually-hidden">{t('blogs.blog')}</h1>
            <PageLoading />
          </>
        }
        failure={
          <div className="blogs-message" role="alert">
            <h1>{notFound ? t('blogs.notFound') : t('blogs.loadFailed')}</h1>
            <p>{notFound ? t('blogs.notFoundText') : t('blogs.tryLater')}</p>
          </div>
        }
      >
        {(blog) => {
          const { heading, content } = blogInLanguage(blog, i18n.language);
          return (
            <>
              {/* 5:2 like the blog cards: the box is reserved before the picture arrives. */}
              <img className="blog-detail__image" src={uploadUrl(blog.image)} alt="" width={1200} height={480} />
              <time className="blog-card__date" dateTime={blog.createdAt}>
                {formatDate(blog.createdAt)}
              </time>
              <h1 lang={langOfTyped(heading, i18n.language)}>{heading}</h1>
              <div className="blog-detail__content" lang={langOfTyped(content, i18n.language)}>
                {content}
              </div>
            </>
          );
        }}
      </QueryCell>
      <p>
        <Link className="text-link" to="/blogs">
          {t('misc.allBlogs')}
        </Link>
      </p>
    </article>
  );
}
