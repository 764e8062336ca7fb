import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SectionHeading } from '../../components/SectionHeading';
import { serviceOfferings } from '../../content/services';
import { useCityName } from '../../site/SiteContext';

export function ServicesBlock() {
  const city = useCityName();
  const { t } = useTranslation();
  return (
    <section className="home-section container" aria-labelledby="home-services">
      <SectionHeading
        id="home-services"
        eyebrow={t('homeSections.servicesEyebrow')}
        title={t('homeSections.servicesTitle')}
        intro={t('homeSections.servicesIntro', { city })}
      />
      <div className="card-grid">
        {serviceOfferings(city).map((service) => (
          <article key={service.title} className="info-card">
            <h3>{service.title}</h3>
            <p>{service.description}</p>
            {service.link && (
              <Link className="text-link" to={service.link.to}>
                {service.link.label} →
              </Link>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
