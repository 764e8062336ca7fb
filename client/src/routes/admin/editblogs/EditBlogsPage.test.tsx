import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { blogsDocument } from '../../../components/blogs/blogsQuery';
import { EditBlogsPage } from './EditBlogsPage';
import { createBlogDocument } from './useCreateBlogMutation';
import { deleteBlogDocument } from './useDeleteBlogMutation';
import { updateBlogDocument } from './useUpdateBlogMutation';
import { renderAdminScreen, repeat, sentWithAdminToken } from '../../../test/adminScreenTestKit';

const blog = (id: string, heading: string, content = 'Body text.') => ({
  __typename: 'Blog',
  id,
  heading,
  content,
  image: `${id}.png`,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const listMock = (blogs: ReturnType<typeof blog>[]) => repeat({ request: { query: blogsDocument }, result: { data: { blogs } } });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'banner.png', { type: 'image/png' });

afterEach(() => {
  vi.restoreAllMocks();
});

function form() {
  return screen.getByRole('form', { name: /blog/ });
}

describe('admin blogs', () => {
  it('lists the blogs with Edit and Delete', async () => {
    renderAdminScreen(<EditBlogsPage />, [listMock([blog('b1', 'Weekend drives'), blog('b2', 'Monsoon checklist')])]);
    const card = await screen.findByRole('listitem', { name: 'Weekend drives' });
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Monsoon checklist' })).toBeTruthy();
  });

  it('requires heading, content and, when adding, an image', async () => {
    renderAdminScreen(<EditBlogsPage />, [listMock([])]);
    await screen.findByText('No blogs found.');
    fireEvent.click(within(form()).getByRole('button', { name: 'Add Blog' }));
    for (const text of ['Heading is required', 'Content is required', 'Image is required']) expect(screen.getByText(text)).toBeTruthy();
  });

  it('adds a blog with its image, sending the admin token', async () => {
    const image = png();
    const create: MockLink.MockedResponse = {
      request: {
        query: createBlogDocument,
        variables: (v: Record<string, unknown>) =>
          v.image === image &&
          JSON.stringify(v.input) === JSON.stringify({ heading: 'New blog', content: 'Hello', headingHi: null, contentHi: null }),
      },
      result: { data: { createBlog: blog('b9', 'New blog', 'Hello') } },
    };
    const { sent } = renderAdminScreen(<EditBlogsPage />, [listMock([]), create]);
    await screen.findByText('No blogs found.');
    fireEvent.change(screen.getByLabelText('Heading'), { target: { value: ' New blog ' } });
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByLabelText('Image'), { target: { files: [image] } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Add Blog' }));
    await waitFor(() => expect(sentWithAdminToken(sent, 'CreateBlog')).toEqual([true]));
    await waitFor(() => expect((screen.getByLabelText('Heading') as HTMLInputElement).value).toBe(''));
  });

  it('Edit fills the form; the image is optional when updating', async () => {
    const update: MockLink.MockedResponse = {
      request: {
        query: updateBlogDocument,
        variables: {
          id: 'b1',
          input: { heading: 'Weekend drives, revised', content: 'Body text.', headingHi: null, contentHi: null },
          image: null,
        },
      },
      result: { data: { updateBlog: blog('b1', 'Weekend drives, revised') } },
    };
    const { sent } = renderAdminScreen(<EditBlogsPage />, [listMock([blog('b1', 'Weekend drives')]), update]);
    fireEvent.click(within(await screen.findByRole('listitem', { name: 'Weekend drives' })).getByRole('button', { name: 'Edit' }));
    expect((screen.getByLabelText('Heading') as HTMLInputElement).value).toBe('Weekend drives');
    expect((screen.getByLabelText('Content') as HTMLTextAreaElement).value).toBe('Body text.');
    fireEvent.change(screen.getByLabelText('Heading'), { target: { value: 'Weekend drives, revised' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Update Blog' }));
    await waitFor(() => expect(sentWithAdminToken(sent, 'UpdateBlog')).toEqual([true]));
    expect(screen.queryByText('Image is required')).toBeNull();
    await waitFor(() => expect(within(form()).getByRole('button', { name: 'Add Blog' })).toBeTruthy());
  });

  it('Delete removes the blog with the admin token; a failure is only logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const del: MockLink.MockedResponse = {
      request: { query: deleteBlogDocument, variables: { id: 'b1' } },
      error: new Error('network down'),
    };
    const { sent } = renderAdminScreen(<EditBlogsPage />, [listMock([blog('b1', 'Weekend drives')]), del]);
    fireEvent.click(within(await screen.findByRole('listitem', { name: 'Weekend drives' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Error deleting blog', expect.anything()));
    expect(sentWithAdminToken(sent, 'DeleteBlog')).toEqual([true]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
