import './ReviewStars.css';

/** A rating as five stars (half steps shown as half-filled), with the number for screen readers. */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <span className="review-stars" role="img" aria-label={`Rated ${rating} out of 5`}>
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
