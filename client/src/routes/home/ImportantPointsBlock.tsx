import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/SectionHeading';
import { CheckIcon } from '../../components/icons';
import { importantPoints } from '../../content/rentalRules';
import { useCityName } from '../../site/SiteContext';

export function ImportantPointsBlock() {
  const city = useCityName();
  const { t } = useTranslation();
  return (
    <section className="home-section home-section--tinted" aria-labelledby="home-important">
      <div className="container">
        <SectionHeading
          id="home-important"
          eyebrow={t('homeSections.pointsEyebrow')}
          title={t('homeSections.pointsTitle')}
          intro={t('homeSections.pointsIntro')}
        />
        <ul className="points-grid">
          {importantPoints(city).map((point) => (
            <li key={point.title} className="point">
              <span className="point__icon">
                <CheckIcon size={18} />
              </span>
              <div>
                <h3>{point.title}</h3>
                <p>{point.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
