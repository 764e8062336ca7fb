import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { uploadUrl } from '../../components/uploadUrl';
import { errorCode } from '../../components/serverMessage';
import { blogDocument } from '../../components/blogs/blogsQuery';
import { formatDate } from '../../components/blogs/blogText';
import '../../components/blogs/blogs.css';

/** /blogs/{id}: image, heading and content; 'Loading...' until fetched; a not-found state for an unknown id. */
export function BlogDetailPage() {
  const { id = '' } = useParams();
  const { data, error } = useQuery(blogDocument, { variables: { id } });
  const notFound = errorCode(error) === 'NOT_FOUND';
  useEffect(() => {
    if (error && !notFound) console.error('Could not load the blog:', error);
  }, [error, notFound]);

  const blog = data?.blog;
  return (
    <article className="blog-detail container container--narrow">
      {!blog && !error && (
        <>
          {/* The page keeps a heading while it loads. */}
          <h1 className="visually-hidden">Blog</h1>
          <PageLoading />
        </>
      )}
      {!blog && error && (
        <div className="blogs-message" role="alert">
          <h1>{notFound ? 'Blog not found' : 'Could not load this blog'}</h1>
          <p>{notFound ? 'This blog does not exist or was removed.' : 'Please try again later.'}</p>
        </div>
      )}
      {blog && (
        <>
          <img className="blog-detail__image" src={uploadUrl(blog.image)} alt="" />
          <time className="blog-card__date" dateTime={blog.createdAt}>{formatDate(blog.createdAt)}</time>
          <h1>{blog.heading}</h1>
          <div className="blog-detail__content">{blog.content}</div>
        </>
      )}
      <p><Link className="text-link" to="/blogs">← All blogs</Link></p>
    </article>
  );
}
