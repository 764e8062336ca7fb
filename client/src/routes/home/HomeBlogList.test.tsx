import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../test/renderAt';
import { HomeBlogList } from './HomeBlogList';
import { blogsDocument } from '../../components/blogs/blogsQuery';

const blog = (n: number) => ({
  __typename: 'Blog',
  id: `b${n}`,
  heading: `Blog ${n}`,
  content: `Body ${n}`,
  image: `b${n}.png`,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('the home page blog list', () => {
  it('shows the three newest blog cards and a link to all blogs', async () => {
    renderAt('/', <HomeBlogList />, {
      mocks: [{ request: { query: blogsDocument }, result: { data: { blogs: [1, 2, 3, 4].map(blog) } } }],
    });
    await screen.findByRole('article', { name: 'Blog 1' });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Blog 1', 'Blog 2', 'Blog 3']);
    expect(screen.getByRole('link', { name: 'Read all blogs →' }).getAttribute('href')).toBe('/blogs');
  });
});
