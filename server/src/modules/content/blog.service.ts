import type { EntityManager } from '@mikro-orm/postgresql';
import { Blog } from './blog.entity.js';
import { findById } from '../common/find-by-id.js';
import type { BlogInput } from './content.schemas.js';
import { BadInputError } from '../common/errors.js';
import { withStoredImage, type ImageStorage } from '../common/uploads.js';

export const BLOG_NOT_FOUND = 'Blog not found.';

/** The blog's text as stored: a Hindi text left out (undefined) is not written, so an edit keeps it. */
const parsedFields = ({ headingHi, contentHi, ...fields }: BlogInput) => ({
  ...fields,
  ...(headingHi === undefined ? {} : { headingHi }),
  ...(contentHi === undefined ? {} : { contentHi }),
});

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
    const fields = parsedFields(input);
    if (!image) throw new BadInputError('Please upload an image for the blog.');
    return withStoredImage(this.storage, image, async (file) => {
      const blog = em.create(Blog, { ...fields, image: file });
      await em.flush();
      return blog;
    });
  }

  /** A new image replaces the old one, whose file is removed once the change is saved. */
  async update(em: EntityManager, id: string, input: BlogInput, image: Buffer | null | undefined): Promise<Blog> {
    const fields = parsedFields(input);
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
