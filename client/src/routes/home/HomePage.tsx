import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useCityName, useSite } from '../../site/SiteContext';
import { HeroSlider } from './HeroSlider';
import { AutoRentalJsonLd } from './AutoRentalJsonLd';
import './home.css';

const HomeBelowFold = lazy(() => import('./HomeBelowFold'));

/**
 * Sections in SPEC.md's order; the hero paints first, the rest follows in its own chunk. The lists below read plain
 * GETs and the forms load Apollo when they are sent (issue 33): the page itself never loads it.
 */
export function HomePage() {
  const { siteName } = useSite();
  const city = useCityName();
  const { t } = useTranslation('shell');
  return (
    <>
      <h1 className="visually-hidden">{t('home.title', { siteName, city })}</h1>
      <AutoRentalJsonLd />
      <HeroSlider />
      <HomeBelowFold />
    </>
  );
}
