import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { renderAt } from '../../test/renderAt';
import { BlogDetailPage } from './BlogDetailPage';
import { blogDocument } from '../../components/blogs/blogsQuery';

const detail = (id: string, result: MockLink.MockedResponse['result'], delay = 0): MockLink.MockedResponse => ({ request: { query: blogDocument, variables: { id } }, result, delay });

function renderDetail(id: string, mock: MockLink.MockedResponse) {
  return renderAt(`/blogs/${id}`, <BlogDetailPage />, { mocks: [mock], path: '/blogs/:id' });
}

describe('/blogs/{id}', () => {
  it('shows Loading... until fetched, then the image, heading and content', async () => {
    renderDetail('b1', detail('b1', { data: { blog: { __typename: 'Blog', id: 'b1', heading: 'Weekend drives', content: 'Line one.\nLine two.', image: 'b1.png', createdAt: '2026-11-20T10:00:00.000Z' } } }, 20));
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend drives' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(document.querySelector('.blog-detail__content')?.textContent).toBe('Line one.\nLine two.');
    expect(document.querySelector('.blog-detail__image')?.getAttribute('src')).toBe('/uploads/b1.png');
  });

  it('renders markup in a blog as text, never as HTML', async () => {
    renderDetail('b2', detail('b2', { data: { blog: { __typename: 'Blog', id: 'b2', heading: '<b>Bold</b>', content: '<img src=x onerror=alert(1)>', image: 'b2.png', createdAt: '2026-11-20T10:00:00.000Z' } } }));
    expect(await screen.findByRole('heading', { level: 1, name: '<b>Bold</b>' })).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect(document.querySelectorAll('img')).toHaveLength(1);
  });

  it('shows a not-found state for an unknown blog', async () => {
    renderDetail('gone', detail('gone', { errors: [{ message: 'Blog not found.', extensions: { code: 'NOT_FOUND' } }] }));
    expect(await screen.findByRole('heading', { name: 'Blog not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← All blogs' }).getAttribute('href')).toBe('/blogs');
  });
});
