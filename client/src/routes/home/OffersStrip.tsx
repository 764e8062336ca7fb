import { useQuery } from '@apollo/client/react';
import { SectionHeading } from '../../components/SectionHeading';
import { uploadUrl } from '../../components/uploadUrl';
import { Marquee } from './Marquee';
import { offersDocument } from '../../components/offers/offersQuery';
import { useLoggedError } from '../../components/useLoggedError';
import './OffersStrip.css';

/** Seconds each banner takes to scroll past. */
const SECONDS_PER_OFFER = 5;

/** The scrolling offers strip (SPEC.md section 2); 'Failed to load offers.' in its place on failure (section 8). */
export function OffersStrip() {
  const { data, error } = useQuery(offersDocument);
  useLoggedError(error, 'the offers');

  const offers = data?.offers;
  // Nothing to advertise: the section stays out of the way.
  if (offers && offers.length === 0) return null;

  return (
    <section className="home-section container" aria-labelledby="home-offers">
      <SectionHeading id="home-offers" eyebrow="Save more" title="Latest Offers" />
      {error && !offers && <p className="offers-strip__failed" role="alert">Failed to load offers.</p>}
      {!error && !offers && <div className="offers-strip__placeholder" aria-hidden="true" />}
      {offers && (
        <Marquee label="Offers" durationSeconds={Math.max(offers.length, 3) * SECONDS_PER_OFFER}>
          {offers.map((offer, i) => (
            <img key={offer.id} className="offers-strip__image" src={uploadUrl(offer.imageUrl)} alt={`Offer ${i + 1}`} loading="lazy" />
          ))}
        </Marquee>
      )}
    </section>
  );
}
