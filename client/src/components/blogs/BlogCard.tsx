import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { uploadUrl } from '../uploadUrl';
import { langOfTyped } from '../../i18n/i18n';
import { blogInLanguage, blogPreview, formatDate } from './blogText';

export const blogCardFragment = graphql(`
  fragment BlogCard_blog on Blog {
    id
    heading
    content
    headingHi
    contentHi
    image
    createdAt
  }
`);

/** What a card shows of a blog: the fragment's fields, from GraphQL or from GET /api/v1/blogs. */
export interface BlogSummary {
  id: string;
  heading: string;
  content: string;
  /** Optional Hindi text (issue 24): shown on the Hindi site when present. */
  headingHi?: string | null;
  contentHi?: string | null;
  image: string;
  createdAt: string;
}

/** A blog card (SPEC.md section 2): date, heading, the first 120 characters, Read More. Text stays text. */
export function BlogCard(props: {
  blog: BlogSummary;
  /** First on the screen (likely its largest paint): loaded at once, ahead of other pictures. */
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const blog = { ...props.blog, ...blogInLanguage(props.blog, i18n.language) };
  return (
    <article className="blog-card" aria-label={blog.heading}>
      <img
        className="blog-card__image"
        src={uploadUrl(blog.image)}
        alt=""
        width={500}
        height={200}
        loading={props.priority ? 'eager' : 'lazy'}
        fetchPriority={props.priority ? 'high' : 'auto'}
      />
      <div className="blog-card__body">
        <time className="blog-card__date" dateTime={blog.createdAt}>
          {formatDate(blog.createdAt)}
        </time>
        <h3 className="blog-card__heading" lang={langOfTyped(blog.heading, i18n.language)}>
          {blog.heading}
        </h3>
        <p className="blog-card__preview" lang={langOfTyped(blog.content, i18n.language)}>
          {blogPreview(blog.content)}
        </p>
        <Link className="text-link" to={`/blogs/${blog.id}`} aria-label={t('blogCard.readMoreAbout', { heading: blog.heading })}>
          {t('blogCard.readMore')}
        </Link>
      </div>
    </article>
  );
}
