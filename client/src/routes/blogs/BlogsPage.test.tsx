import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes } from 'react-router-dom';
import { renderAt } from '../../test/renderAt';
import { serveJson } from '../../test/serveJson';
import { BlogsPage } from './BlogsPage';
import { BlogDetailPage } from './BlogDetailPage';
import { BLOGS_URL, blogDocument } from '../../components/blogs/blogsQuery';
import { BLOG_PREVIEW_LENGTH, blogPreview } from '../../components/blogs/blogText';

const LONG = `${'Mandu and Maheshwar make a fine weekend. '.repeat(5)}The end.`;

function blog(id: string, heading: string, content = 'Short body.', createdAt = '2026-11-20T10:00:00.000Z') {
  return { __typename: 'Blog' as const, id, heading, content, image: `${id}.png`, createdAt };
}

/** GET /api/v1/blogs answers `blogs` (SPEC.md section 3: `_id`), or fails, after `delay` ms. */
function serveBlogs(blogs: ReturnType<typeof blog>[] | Error, delay = 0) {
  const rows = blogs instanceof Error ? blogs : blogs.map(({ __typename: _t, id, ...rest }) => ({ _id: id, ...rest }));
  serveJson({ [BLOGS_URL]: rows }, delay);
}
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The list from the REST stub; a blog's own page still asks Apollo (`mocks`). */
function renderBlogs(blogs: ReturnType<typeof blog>[] | Error, { delay = 0, mocks = [] as MockLink.MockedResponse[] } = {}) {
  serveBlogs(blogs, delay);
  return renderAt(
    '/blogs',
    <Routes>
      <Route path="/blogs" element={<BlogsPage />} />
      <Route path="/blogs/:id" element={<BlogDetailPage />} />
    </Routes>,
    { mocks },
  );
}

describe('/blogs', () => {
  it('shows Loading... until the blogs arrive, then a card per blog with date, heading, preview and Read More', async () => {
    renderBlogs([blog('b1', 'Weekend drives', LONG), blog('b2', 'Monsoon checklist')], { delay: 20 });
    expect(screen.getByText('Loading...')).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Weekend drives' });
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(within(card).getByRole('heading', { name: 'Weekend drives' })).toBeTruthy();
    expect(within(card).getByText('20 Nov 2026')).toBeTruthy();
    expect(within(card).getByText(`${LONG.slice(0, 120)}...`)).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Read More/ })
        .getAttribute('href'),
    ).toBe('/blogs/b1');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/uploads/b1.png');
    expect(within(screen.getByRole('article', { name: 'Monsoon checklist' })).getByText('Short body.')).toBeTruthy();
  });

  it("says 'No blogs found.' when there are none", async () => {
    renderBlogs([]);
    expect(await screen.findByText('No blogs found.')).toBeTruthy();
    expect(document.querySelectorAll('.blog-card')).toHaveLength(0);
  });

  it('Read More opens the blog at /blogs/{id}', async () => {
    renderBlogs([blog('b1', 'Weekend drives', LONG)], {
      mocks: [
        { request: { query: blogDocument, variables: { id: 'b1' } }, result: { data: { blog: blog('b1', 'Weekend drives', LONG) } } },
      ],
    });
    fireEvent.click(within(await screen.findByRole('article', { name: 'Weekend drives' })).getByRole('link', { name: /Read More/ }));
    expect(screen.getByTestId('location').textContent).toBe('/blogs/b1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend drives' })).toBeTruthy();
    expect(screen.getByText(LONG)).toBeTruthy();
  });

  it('logs a failed load and says so', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBlogs(new TypeError('network down'));
    expect(await screen.findByText('Failed to load blogs. Please try again later.')).toBeTruthy();
    await waitFor(() => expect(log).toHaveBeenCalled());
    log.mockRestore();
  });
});

describe('the blog preview', () => {
  it('is the first 120 characters', () => {
    expect(BLOG_PREVIEW_LENGTH).toBe(120);
    expect(blogPreview('x'.repeat(120))).toBe('x'.repeat(120));
    expect(blogPreview('x'.repeat(121))).toBe(`${'x'.repeat(120)}...`);
  });
});
