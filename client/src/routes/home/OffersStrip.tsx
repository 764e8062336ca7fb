import { SectionHeading } from '../../components/SectionHeading';

/**
 * Slot: the scrolling offers strip (SPEC.md: images from the offers list; 'Failed to load offers.'
 * in place of the strip on failure). Filled in by the content feature.
 */
export function OffersStrip() {
  return (
    <section className="home-section container" aria-labelledby="home-offers">
      <SectionHeading id="home-offers" eyebrow="Save more" title="Latest Offers" />
    </section>
  );
}
