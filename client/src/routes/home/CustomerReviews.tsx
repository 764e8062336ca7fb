import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { SectionHeading } from '../../components/SectionHeading';
import { QueryCell } from '../../components/QueryCell';
import { Marquee } from './Marquee';
import { ReviewStars } from '../../components/reviews/ReviewStars';
import { WriteReviewModal } from './WriteReviewModal';
import { useRestList } from '../../lib/useRestList';
import { reviewScrollSeconds } from '../../components/reviews/reviewRules';
import './CustomerReviews.css';
import { langOfTyped } from '../../i18n/i18n';

/** How many of the newest accepted reviews the strip carries. */
export const HOME_REVIEW_COUNT = 20;

/** The newest accepted reviews, with a plain GET: the home page loads no Apollo to show them (issue 33). */
export const ACCEPTED_REVIEWS_URL = `/api/v1/reviews?status=Accepted&pageSize=${HOME_REVIEW_COUNT}`;

/** Scrolling accepted reviews (6 s per review) and the Write a Review modal (SPEC.md sections 2 and 9). */
export function CustomerReviews() {
  const { t, i18n } = useTranslation();
  const [writing, setWriting] = useState(false);
  const { data: reviews, error } = useRestList<{ id: string; name: string; rating: number; message: string }>(ACCEPTED_REVIEWS_URL);
  return (
    <section className="home-section home-section--tinted" aria-labelledby="home-reviews">
      <div className="container">
        <SectionHeading id="home-reviews" eyebrow={t('homeSections.reviewsEyebrow')} title={t('homeSections.reviewsTitle')} />
        <QueryCell
          data={reviews}
          error={error}
          what="the reviews"
          loading={null}
          failure={null}
          isEmpty={(reviews) => reviews.length === 0}
          empty={<p className="customer-reviews__empty">{t('homeReviews.reviewsEmpty')}</p>}
        >
          {(reviews) => (
            <Marquee label={t('homeSections.reviewsLabel')} durationSeconds={reviewScrollSeconds(reviews.length)}>
              {reviews.map((review) => (
                <figure key={review.id} className="review-card">
                  <ReviewStars rating={review.rating} />
                  <blockquote className="review-card__message" lang={langOfTyped(review.message, i18n.language)}>
                    {review.message}
                  </blockquote>
                  <figcaption className="review-card__name" lang={langOfTyped(review.name, i18n.language)}>
                    {review.name}
                  </figcaption>
                </figure>
              ))}
            </Marquee>
          )}
        </QueryCell>
        <p className="center-row">
          <button type="button" className="btn btn--accent" onClick={() => setWriting(true)}>
            {t('homeSections.writeReview')}
          </button>
        </p>
      </div>
      {writing && <WriteReviewModal onClose={() => setWriting(false)} />}
    </section>
  );
}
