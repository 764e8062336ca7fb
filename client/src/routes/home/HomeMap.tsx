import { useTranslation } from 'react-i18next';
import { MapEmbed } from '../../components/MapEmbed';
import { SectionHeading } from '../../components/SectionHeading';
import { useCityName } from '../../site/SiteContext';

export function HomeMap() {
  const { t } = useTranslation();
  const city = useCityName();
  return (
    <section className="home-section container" aria-labelledby="home-map">
      <SectionHeading
        id="home-map"
        eyebrow={t('homeSections.mapEyebrow')}
        title={t('homeSections.mapTitle', { city })}
        intro={t('homeSections.mapIntro')}
      />
      <MapEmbed />
    </section>
  );
}
