import { useTranslation } from 'react-i18next';
import './ReviewStars.css';

/** A rating as five stars (half steps shown as half-filled), with the number for screen readers. */
export function ReviewStars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span className="review-stars" role="img" aria-label={t('review.stars', { rating })}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = rating >= n ? 'full' : rating >= n - 0.5 ? 'half' : 'empty';
        return (
          <span key={n} className={`review-stars__star review-stars__star--${fill}`} aria-hidden="true">
            ★
          </span>
        );
      })}
    </span>
  );
}
