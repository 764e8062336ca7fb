import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { ReviewsPage } from './ReviewsPage';
import { ADMIN_REVIEWS_PAGE_SIZE, adminReviewsDocument } from './reviewsQuery';
import { deleteReviewDocument } from './useDeleteReviewMutation';
import { setReviewStatusDocument } from './useSetReviewStatusMutation';
import { updateReviewDocument } from './useUpdateReviewMutation';
import { renderAdminScreen, repeat, sentWithAdminToken } from '../../../test/adminScreenTestKit';

const review = (id: string, name: string, status: string, rating = 4) => ({
  __typename: 'Review',
  id,
  name,
  rating,
  message: `Message from ${name}`,
  status,
  createdAt: '2026-11-20T10:00:00.000Z',
});
type TestReview = ReturnType<typeof review>;

function listMock(items: TestReview[], status: string | null = null): MockLink.MockedResponse {
  return repeat({
    request: { query: adminReviewsDocument, variables: { status, page: 1, pageSize: ADMIN_REVIEWS_PAGE_SIZE } },
    result: { data: { reviews: { __typename: 'ReviewPage', items, total: items.length } } },
  });
}

const REVIEWS = [review('r1', 'Asha', 'Pending'), review('r2', 'Ravi', 'Accepted', 5), review('r3', 'Meera', 'Rejected', 1)];

afterEach(() => {
  vi.restoreAllMocks();
});

const card = (name: string) => screen.findByRole('listitem', { name: `Review by ${name}` });

describe('admin reviews', () => {
  it('lists every review with Accept, Reject, Edit and Delete, asking with the admin token', async () => {
    const { sent } = renderAdminScreen(<ReviewsPage />, [listMock(REVIEWS)]);
    const asha = await card('Asha');
    for (const name of ['Accept', 'Reject', 'Edit', 'Delete']) expect(within(asha).getByRole('button', { name })).toBeTruthy();
    expect(within(asha).getByText('Pending')).toBeTruthy();
    expect(within(asha).getByText('Message from Asha')).toBeTruthy();
    // The decision already taken is not offered again.
    expect(within(await card('Ravi')).getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', true);
    expect(within(await card('Meera')).getByRole('button', { name: 'Reject' })).toHaveProperty('disabled', true);
    expect(sentWithAdminToken(sent, 'AdminReviews')).toEqual([true]);
  });

  it('filters by status', async () => {
    renderAdminScreen(<ReviewsPage />, [listMock(REVIEWS), listMock([REVIEWS[0]], 'Pending')]);
    await card('Ravi');
    fireEvent.click(screen.getByRole('button', { name: 'Pending' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Review by Ravi' })).toBeNull());
    expect(await card('Asha')).toBeTruthy();
  });

  it.each([
    ['Accept', 'Accepted'],
    ['Reject', 'Rejected'],
  ])('%s sets the status with the admin token', async (button, status) => {
    const set: MockLink.MockedResponse = {
      request: { query: setReviewStatusDocument, variables: { id: 'r1', status } },
      result: { data: { setReviewStatus: { __typename: 'Review', id: 'r1', status } } },
    };
    const { sent } = renderAdminScreen(<ReviewsPage />, [listMock(REVIEWS), set]);
    fireEvent.click(within(await card('Asha')).getByRole('button', { name: button }));
    await waitFor(() => expect(sentWithAdminToken(sent, 'SetReviewStatus')).toEqual([true]));
    await waitFor(() => expect(sent.filter((op) => op.name === 'AdminReviews').length).toBe(2));
  });

  it.each([
    ['7', 5],
    ['0', 1],
    ['3.3', 3.5],
  ])('Edit clamps the rating %s to %d before saving', async (typed, rating) => {
    const update: MockLink.MockedResponse = {
      request: { query: updateReviewDocument, variables: { id: 'r1', input: { name: 'Asha V', rating, message: 'Edited' } } },
      result: { data: { updateReview: { __typename: 'Review', id: 'r1', name: 'Asha V', rating, message: 'Edited' } } },
    };
    const { sent } = renderAdminScreen(<ReviewsPage />, [listMock(REVIEWS), update]);
    fireEvent.click(within(await card('Asha')).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Review' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Asha V' } });
    fireEvent.change(within(dialog).getByLabelText('Rating (1 to 5)'), { target: { value: typed } });
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Edited' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentWithAdminToken(sent, 'UpdateReview')).toEqual([true]);
  });

  it('Delete sends the admin token; failures are only logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const del: MockLink.MockedResponse = {
      request: { query: deleteReviewDocument, variables: { id: 'r3' } },
      error: new Error('network down'),
    };
    const { sent } = renderAdminScreen(<ReviewsPage />, [listMock(REVIEWS), del]);
    fireEvent.click(within(await card('Meera')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Error deleting review', expect.anything()));
    expect(sentWithAdminToken(sent, 'DeleteReview')).toEqual([true]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
