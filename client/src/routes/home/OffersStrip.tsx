import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/SectionHeading';
import { uploadUrl } from '../../components/uploadUrl';
import { Marquee } from './Marquee';
import { OFFERS_URL } from '../../components/offers/offersQuery';
import { QueryCell } from '../../components/QueryCell';
import { useRestList } from '../../lib/useRestList';
import './OffersStrip.css';

/** Seconds each banner takes to scroll past. */
const SECONDS_PER_OFFER = 5;

/** The scrolling offers strip (SPEC.md section 2); 'Failed to load offers.' in its place on failure (section 8). */
export function OffersStrip() {
  const { t } = useTranslation();
  const { data: offers, error } = useRestList<{ id: string; imageUrl: string }>(OFFERS_URL);
  // Nothing to advertise: the section stays out of the way.
  if (offers && offers.length === 0) return null;

  return (
    <section className="home-section container" aria-labelledby="home-offers">
      <SectionHeading id="home-offers" eyebrow={t('homeSections.offersEyebrow')} title={t('homeSections.offersTitle')} />
      <QueryCell
        data={offers}
        error={error}
        what="the offers"
        loading={<div className="offers-strip__placeholder" aria-hidden="true" />}
        failure={
          <p className="offers-strip__failed" role="alert">
            {t('homeSections.offersFailed')}
          </p>
        }
      >
        {(shown) => (
          <Marquee label={t('homeSections.offersLabel')} durationSeconds={Math.max(shown.length, 3) * SECONDS_PER_OFFER}>
            {shown.map((offer, i) => (
              <img
                key={offer.id}
                className="offers-strip__image"
                src={uploadUrl(offer.imageUrl)}
                alt={t('misc.offer', { n: i + 1 })}
                width={420}
                height={168}
                loading="lazy"
              />
            ))}
          </Marquee>
        )}
      </QueryCell>
    </section>
  );
}
