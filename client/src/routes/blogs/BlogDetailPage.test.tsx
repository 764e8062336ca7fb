import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { renderAt } from '../../test/renderAt';
import { BlogDetailPage } from './BlogDetailPage';
import { blogDocument } from '../../components/blogs/blogsQuery';
import { i18n } from '../../i18n/i18n';

const detail = (id: string, result: MockLink.MockedResponse['result'], delay = 0): MockLink.MockedResponse => ({
  request: { query: blogDocument, variables: { id } },
  result,
  delay,
});

function renderDetail(id: string, mock: MockLink.MockedResponse) {
  return renderAt(`/blogs/${id}`, <BlogDetailPage />, { mocks: [mock], path: '/blogs/:id' });
}

describe('/blogs/{id}', () => {
  it('shows Loading... until fetched, then the image, heading and content', async () => {
    renderDetail(
      'b1',
      detail(
        'b1',
        {
          data: {
            blog: {
              __typename: 'Blog',
              id: 'b1',
              heading: 'Weekend drives',
              content: 'Line one.\nLine two.',
              image: 'b1.png',
              createdAt: '2026-11-20T10:00:00.000Z',
            },
          },
        },
        20,
      ),
    );
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend drives' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(document.querySelector('.blog-detail__content')?.textContent).toBe('Line one.\nLine two.');
    const image = document.querySelector('.blog-detail__image')!;
    expect(image.getAttribute('src')).toBe('/uploads/b1.png');
    // Its box is reserved before it arrives (no layout shift).
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '480']);
  });

  it("gives the page the post's own title, the start of its text as the description, and its picture to share", async () => {
    const content = `Indore sits at the centre of some of the most rewarding short drives in Madhya Pradesh.\nMandu and its Jahaz Mahal are two hours away; Maheshwar's ghats are a relaxed morning's drive.`;
    renderDetail(
      'b3',
      detail('b3', {
        data: {
          blog: {
            __typename: 'Blog',
            id: 'b3',
            heading: 'Five weekend drives',
            content,
            image: 'b3.png',
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Five weekend drives' });
    const head = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    await waitFor(() => expect(document.title).toBe('Five weekend drives | Indore Drive'));
    const description = head('meta[name="description"]')!;
    expect(description).toBe(
      "Indore sits at the centre of some of the most rewarding short drives in Madhya Pradesh. Mandu and its Jahaz Mahal are two hours away; Maheshwar's ghats…",
    );
    expect(description.length).toBeLessThanOrEqual(156);
    expect(head('meta[property="og:title"]')).toBe(document.title);
    expect(head('meta[property="og:description"]')).toBe(description);
    expect(head('meta[property="og:image"]')).toBe(`${window.location.origin}/uploads/b3.png`);
  });

  it('on a Hindi page marks a post staff wrote only in English lang="en", and its Hindi heading not (issue 32)', async () => {
    await i18n.changeLanguage('hi');
    const blog = (id: string, headingHi: string | null) =>
      detail(id, {
        data: {
          blog: {
            __typename: 'Blog',
            id,
            heading: 'Weekend drives',
            content: 'Mandu is two hours away.',
            headingHi,
            contentHi: null,
            image: `${id}.png`,
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        },
      });
    const first = renderDetail('b3', blog('b3', null));
    expect((await screen.findByRole('heading', { level: 1, name: 'Weekend drives' })).getAttribute('lang')).toBe('en');
    expect(document.querySelector('.blog-detail__content')?.getAttribute('lang')).toBe('en');
    first.unmount();
    renderDetail('b4', blog('b4', 'सप्ताहांत की सैर'));
    expect((await screen.findByRole('heading', { level: 1, name: 'सप्ताहांत की सैर' })).hasAttribute('lang')).toBe(false);
    expect(document.querySelector('.blog-detail__content')?.getAttribute('lang')).toBe('en');
  });

  it('renders markup in a blog as text, never as HTML', async () => {
    renderDetail(
      'b2',
      detail('b2', {
        data: {
          blog: {
            __typename: 'Blog',
            id: 'b2',
            heading: '<b>Bold</b>',
            content: '<img src=x onerror=alert(1)>',
            image: 'b2.png',
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        },
      }),
    );
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
