import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../test/renderAt';
import { serveJson } from '../../test/serveJson';
import { HomeBlogList } from './HomeBlogList';
import { BLOGS_URL } from '../../components/blogs/blogsQuery';

/** A blog as GET /api/v1/blogs answers it (SPEC.md section 7: `_id`). */
const blog = (n: number) => ({
  _id: `b${n}`,
  heading: `Blog ${n}`,
  content: `Body ${n}`,
  image: `b${n}.png`,
  createdAt: '2026-11-20T10:00:00.000Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the home page blog list', () => {
  it('shows the three newest blog cards and a link to all blogs, read with a plain GET', async () => {
    serveJson({ [BLOGS_URL]: [1, 2, 3, 4].map(blog) });
    renderAt('/', <HomeBlogList />);
    await screen.findByRole('article', { name: 'Blog 1' });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Blog 1', 'Blog 2', 'Blog 3']);
    // Each card links to its blog by the list's `_id`.
    const card = screen.getByRole('article', { name: 'Blog 1' });
    expect(card.querySelector('a[href="/blogs/b1"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Read all blogs →' }).getAttribute('href')).toBe('/blogs');
  });

  it('leaves only the link to all blogs when they cannot be loaded (the failure is logged)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveJson({ [BLOGS_URL]: new Error('network down') });
    renderAt('/', <HomeBlogList />);
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Read all blogs →' })).toBeTruthy();
    log.mockRestore();
  });
});
