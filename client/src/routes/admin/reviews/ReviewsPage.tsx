import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { AdminReviewsQuery, ReviewStatus } from '../../../gql/graphql';
import { QueryCell } from '../../../components/QueryCell';
import { Pagination } from '../../../components/Pagination';
import { formatDate } from '../../../components/blogs/blogText';
import { ReviewStars } from '../../../components/reviews/ReviewStars';
import { AdminCard } from '../AdminCard';
import { AdminScreen } from '../AdminScreen';
import { EditReviewModal, type ReviewEdit } from './EditReviewModal';
import { ADMIN_REVIEWS_PAGE_SIZE, adminReviewsDocument } from './reviewsQuery';
import { useDeleteReviewMutation } from './useDeleteReviewMutation';
import { useSetReviewStatusMutation } from './useSetReviewStatusMutation';
import { useUpdateReviewMutation } from './useUpdateReviewMutation';
import '../../../components/form/form.css';
import '../../../components/data-table.css';
import '../content-admin.css';

type AdminReview = AdminReviewsQuery['reviews']['items'][number];

const FILTERS: { label: string; status: ReviewStatus | null }[] = [
  { label: 'All', status: null },
  { label: 'Pending', status: 'Pending' },
  { label: 'Accepted', status: 'Accepted' },
  { label: 'Rejected', status: 'Rejected' },
];

/** Reviews (SPEC.md section 2): the list with Accept, Reject, Edit and Delete. Failures are only logged (section 8). */
export function ReviewsPage() {
  const [status, setStatus] = useState<ReviewStatus | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminReview | null>(null);
  const { data, previousData, error } = useQuery(adminReviewsDocument, {
    variables: { status, page, pageSize: ADMIN_REVIEWS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [setReviewStatus, deciding] = useSetReviewStatusMutation();
  const [updateReview, updating] = useUpdateReviewMutation();
  const [deleteReview, deleting] = useDeleteReviewMutation();

  const result = (data ?? previousData)?.reviews;
  // A decision can empty the last page: step back to the new last one.
  const lastPage = result ? Math.max(1, Math.ceil(result.total / ADMIN_REVIEWS_PAGE_SIZE)) : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  const run = async (what: string, action: () => Promise<unknown>) => {
    try {
      await action();
      return true;
    } catch (err) {
      console.error(`Error ${what}`, err);
      return false;
    }
  };
  const decide = (id: string, next: ReviewStatus) =>
    run('updating review status', () => setReviewStatus({ variables: { id, status: next } }));
  const remove = (id: string) => run('deleting review', () => deleteReview({ variables: { id } }));
  const save = async (id: string, input: ReviewEdit) => {
    if (await run('updating review', () => updateReview({ variables: { id, input } }))) setEditing(null);
  };
  const busy = deciding.loading || deleting.loading;

  return (
    <AdminScreen title="Reviews">
      <div className="admin-filter" role="group" aria-label="Show reviews">
        {FILTERS.map((f) => (
          <button
            key={f.label}
            type="button"
            className="btn btn--ghost btn--small"
            aria-pressed={status === f.status}
            onClick={() => {
              setStatus(f.status);
              setPage(1);
            }}
          >
            {f.label}
          </button>
        ))}
      </div>
      <QueryCell
        data={result}
        error={error}
        what="the reviews"
        failure={null}
        isEmpty={({ items }) => items.length === 0}
        empty={<p className="admin-empty">No reviews found.</p>}
      >
        {({ items }) => (
          <ul className="admin-cards" aria-label="Reviews">
            {items.map((review) => (
              <AdminCard
                key={review.id}
                label={`Review by ${review.name}`}
                actions={
                  <>
                    <button
                      type="button"
                      className="btn btn--primary btn--small"
                      disabled={busy || review.status === 'Accepted'}
                      onClick={() => {
                        void decide(review.id, 'Accepted');
                      }}
                    >
                      Accept
                    </button>
                    <button
                      type="button"
                      className="btn btn--ghost btn--small"
                      disabled={busy || review.status === 'Rejected'}
                      onClick={() => {
                        void decide(review.id, 'Rejected');
                      }}
                    >
                      Reject
                    </button>
                    <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(review)}>
                      Edit
                    </button>
                  </>
                }
                busy={busy}
                onDelete={() => {
                  void remove(review.id);
                }}
              >
                <h2 className="admin-card__title">{review.name}</h2>
                <p className="admin-card__meta">
                  <ReviewStars rating={review.rating} /> {review.rating} · {formatDate(review.createdAt)} ·{' '}
                  <span className={`badge review-status review-status--${review.status.toLowerCase()}`}>{review.status}</span>
                </p>
                <p className="admin-card__text">{review.message}</p>
              </AdminCard>
            ))}
          </ul>
        )}
      </QueryCell>
      {result && result.total > ADMIN_REVIEWS_PAGE_SIZE && (
        <Pagination page={page} pageSize={ADMIN_REVIEWS_PAGE_SIZE} total={result.total} noun="reviews" onPage={setPage} />
      )}
      {editing && (
        <EditReviewModal
          review={editing}
          busy={updating.loading}
          onClose={() => setEditing(null)}
          onSave={(input) => {
            void save(editing.id, input);
          }}
        />
      )}
    </AdminScreen>
  );
}
