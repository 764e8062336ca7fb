import type { EntityManager } from '@mikro-orm/postgresql';
import { Blog } from './blog.entity.js';
import { findById } from '../common/find-by-id.js';
import { optionalText, requiredText } from '../common/input.js';
import { BadInputError } from '../common/errors.js';
import { withStoredImage, type ImageStorage } from '../common/uploads.js';

/** `headingHi`, `contentHi`: optional Hindi text (issue 24); left out, an edit keeps what is there. */
export interface BlogInput {
  heading?: unknown;
  content?: unknown;
  headingHi?: unknown;
  contentHi?: unknown;
}

export const BLOG_NOT_FOUND = 'Blog not found.';

/** SPEC.md section 5: heading and content required. */
function parseBlog(input: BlogInput): { heading: string; content: string; headingHi?: string | null; contentHi?: string | null } {
  return {
    heading: requiredText(input.heading, 'Heading', 200),
    content: requiredText(input.content, 'Content', 50_000),
    ...(input.headingHi === undefined ? {} : { headingHi: optionalText(input.headingHi ?? '', 'Hindi heading', 200) }),
    ...(input.contentHi === undefined ? {} : { contentHi: optionalText(input.contentHi ?? '', 'Hindi content', 50_000) }),
  };
}

/** Blogs: the public list and detail, and the admin's add, edit and delete. */
export class BlogService {
  constructor(private readonly storage: ImageStorage) {}

  async list(em: EntityManager): Promise<Blog[]> {
    return em.find(Blog, {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
  }

  async get(em: EntityManager, id: string): Promise<Blog> {
    return findById(em, Blog, id, BLOG_NOT_FOUND);
  }

  /** The image is required only when adding (SPEC.md section 5); text is checked before any file is written. */
  async create(em: EntityManager, input: BlogInput, image: Buffer | null | undefined): Promise<Blog> {
    const fields = parseBlog(input);
    if (!image) throw new BadInputError('Please upload an image for the blog.');
    return withStoredImage(this.storage, image, async (file) => {
      const blog = em.create(Blog, { ...fields, image: file });
      await em.flush();
      return blog;
    });
  }

  /** A new image replaces the old one, whose file is removed once the change is saved. */
  async update(em: EntityManager, id: string, input: BlogInput, image: Buffer | null | undefined): Promise<Blog> {
    const fields = parseBlog(input);
    const blog = await this.get(em, id);
    return withStoredImage(
      this.storage,
      image,
      async (file) => {
        em.assign(blog, { ...fields, ...(file ? { image: file } : {}) });
        await em.flush();
        return blog;
      },
      blog.image,
    );
  }

  async delete(em: EntityManager, id: string): Promise<void> {
    const blog = await this.get(em, id);
    await em.remove(blog).flush();
    await this.storage.remove(blog.image);
  }
}
