import { SectionHeading } from '../../components/SectionHeading';

/**
 * Slot: the scrolling accepted reviews (6 s per review) and the 'Write a Review' modal
 * (name, rating 0-5 in 0.5 steps, message). Filled in by the reviews feature.
 */
export function CustomerReviews() {
  return (
    <section className="home-section home-section--tinted" aria-labelledby="home-reviews">
      <div className="container">
        <SectionHeading id="home-reviews" eyebrow="Reviews" title="What Our Customers Say" />
      </div>
    </section>
  );
}
