import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/ContentPage';
import { serviceOfferings } from '../../content/services';
import { useCityName, useSite } from '../../site/SiteContext';

export function ServicePage() {
  const { siteName } = useSite();
  const city = useCityName();
  const { t } = useTranslation();
  return (
    <ContentPage title={t('servicePage.title')} intro={t('servicePage.intro', { siteName, city })}>
      <div className="card-grid card-grid--two">
        {serviceOfferings(city).map((service) => (
          <section key={service.title} className="info-card">
            <h2>{service.title}</h2>
            <p>{service.description}</p>
            {service.link && (
              <Link className="text-link" to={service.link.to}>
                {service.link.label} →
              </Link>
            )}
          </section>
        ))}
      </div>
      <h2>{t('servicePage.durations')}</h2>
      <p>{t('servicePage.durationsText')}</p>
      <h2>{t('servicePage.need')}</h2>
      <p>{t('servicePage.needText')}</p>
      <p className="center-row">
        <Link className="btn btn--primary btn--large" to="/services/bookcar">
          {t('servicePage.bookCar')}
        </Link>
      </p>
    </ContentPage>
  );
}
