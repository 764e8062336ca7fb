import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { renderAt } from '../../test/renderAt';
import { answerWith } from '../../test/appApollo';
import { serveJson } from '../../test/serveJson';
import { ACCEPTED_REVIEWS_URL, CustomerReviews } from './CustomerReviews';
import { submitReviewDocument } from './useSubmitReviewMutation';
import { clampRating, reviewScrollSeconds } from '../../components/reviews/reviewRules';

// The forms send through the app's own client, loaded when sent (apollo/onDemandMutation.ts).
vi.mock('../../apollo/instance', () => import('../../test/appApollo'));

/** A review as GET /api/v1/reviews answers it (SPEC.md section 7: `_id`). */
const review = (id: string, name: string, rating: number, message: string) => ({ _id: id, name, rating, message, status: 'Accepted' });

/** The strip's list, with a plain GET of the newest 20 accepted reviews. */
const serveReviews = (items: ReturnType<typeof review>[]) => serveJson({ [ACCEPTED_REVIEWS_URL]: items });

function submitMock(input: { name: string; rating: number; message: string }, fails = false): MockLink.MockedResponse {
  return fails
    ? { request: { query: submitReviewDocument, variables: { input } }, error: new Error('network down') }
    : {
        request: { query: submitReviewDocument, variables: { input } },
        result: { data: { submitReview: { __typename: 'Review', id: 'new', status: 'Pending' } } },
      };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** happy-dom has no alert(): a stand-in that records it. */
function stubAlert() {
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  return alert;
}

async function openModal() {
  fireEvent.click(screen.getByRole('button', { name: 'Write a Review' }));
  // The form loads Apollo as it opens (it sends with it).
  return screen.findByRole('dialog', { name: 'Write a Review' });
}

describe('customer reviews on the home page', () => {
  it('scrolls the accepted reviews with their names, stars and messages, 6 s per review', async () => {
    const fetch = serveReviews([review('r1', 'Aditi', 5, 'Clean car.'), review('r2', 'Rohan', 4.5, 'Great fun.')]);
    renderAt('/', <CustomerReviews />);
    const strip = await screen.findByRole('region', { name: 'Customer reviews' });
    expect(within(strip).getAllByText('Aditi')).toHaveLength(2);
    expect(within(strip).getAllByRole('img', { name: 'Rated 4.5 out of 5' }).length).toBeGreaterThan(0);
    expect(screen.getByTestId('marquee-track').getAttribute('style')).toContain('--marquee-duration: 12s');
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/v1/reviews?status=Accepted&pageSize=20']);
  });

  it('takes 6 s per review, 5 s when there are none', () => {
    expect(reviewScrollSeconds(0)).toBe(5);
    expect(reviewScrollSeconds(1)).toBe(6);
    expect(reviewScrollSeconds(4)).toBe(24);
  });

  it('opens Write a Review with the rating defaulting to 5 (0 to 5, step 0.5)', async () => {
    serveReviews([]);
    renderAt('/', <CustomerReviews />);
    const dialog = await openModal();
    const rating = within(dialog).getByLabelText('Rating (0 to 5)') as HTMLInputElement;
    expect(rating.value).toBe('5');
    expect([rating.min, rating.max, rating.step, rating.required]).toEqual(['0', '5', '0.5', true]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('requires a name, a message and a rating in half steps from 0 to 5, sending nothing otherwise', async () => {
    const alert = stubAlert();
    serveReviews([]);
    renderAt('/', <CustomerReviews />);
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByLabelText('Rating (0 to 5)'), { target: { value: '5.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Message is required')).toBeTruthy();
    expect(within(dialog).getByText('Rating must be from 0 to 5 in steps of 0.5')).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
  });

  it("alerts 'Your review has been submitted for approval.' on success and closes", async () => {
    const alert = stubAlert();
    serveReviews([]);
    answerWith([submitMock({ name: 'Asha', rating: 0.5, message: 'Late pick-up.' })]);
    renderAt('/', <CustomerReviews />);
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByLabelText('Your name'), { target: { value: ' Asha ' } });
    fireEvent.change(within(dialog).getByLabelText('Rating (0 to 5)'), { target: { value: '0.5' } });
    fireEvent.change(within(dialog).getByLabelText('Your review'), { target: { value: 'Late pick-up.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Your review has been submitted for approval.'));
    // The modal closes in the render after the alert: waited for, not raced (a busy machine once saw it still open).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('only logs a failure: no alert, the modal stays open', async () => {
    const alert = stubAlert();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveReviews([]);
    answerWith([submitMock({ name: 'Asha', rating: 5, message: 'Nice' }, true)]);
    renderAt('/', <CustomerReviews />);
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByLabelText('Your name'), { target: { value: 'Asha' } });
    fireEvent.change(within(dialog).getByLabelText('Your review'), { target: { value: 'Nice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Write a Review' })).toBeTruthy();
  });
});

describe('the admin rating clamp', () => {
  it('clamps to 1..5 and rounds to the nearest half', () => {
    expect([7, 0, -2, 3.3, 4.74, 2.5, Number.NaN].map(clampRating)).toEqual([5, 1, 1, 3.5, 4.5, 2.5, 1]);
  });
});
