import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SectionHeading } from '../../components/SectionHeading';
import { ClockIcon, ShieldIcon, WalletIcon, CarIcon } from '../../components/icons';
import { useSite } from '../../site/SiteContext';

const REASONS = [
  { key: 'cars', Icon: CarIcon },
  { key: 'prices', Icon: WalletIcon },
  { key: 'approval', Icon: ClockIcon },
  { key: 'help', Icon: ShieldIcon },
] as const;

export function WhyChooseUs() {
  const { siteName } = useSite();
  const { t } = useTranslation();
  return (
    <section className="home-section container" aria-labelledby="home-why">
      <SectionHeading id="home-why" eyebrow={t('homeSections.whyEyebrow')} title={t('homeSections.whyTitle', { siteName })} />
      <div className="card-grid card-grid--four">
        {REASONS.map(({ key, Icon }) => (
          <article key={key} className="info-card info-card--icon">
            <span className="info-card__icon">
              <Icon size={26} />
            </span>
            <h3>{t(`homeSections.why.${key}.title`)}</h3>
            <p>{t(`homeSections.why.${key}.text`)}</p>
          </article>
        ))}
      </div>
      <div className="center-row">
        <Link className="btn btn--primary btn--large" to="/services/bookcar">
          {t('homeSections.bookNow')}
        </Link>
      </div>
    </section>
  );
}
