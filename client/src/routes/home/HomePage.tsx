import { lazy } from 'react';
import { useSite } from '../../site/SiteContext';
import { WithApollo } from '../../apollo/WithApollo';
import { HeroSlider } from './HeroSlider';
import { AutoRentalJsonLd } from './AutoRentalJsonLd';
import './home.css';

const HomeBelowFold = lazy(() => import('./HomeBelowFold'));

/** Sections in SPEC.md's order; the hero paints first, the rest follows in its own chunk. */
export function HomePage() {
  const { siteName, city } = useSite();
  return (
    <>
      <h1 className="visually-hidden">
        {siteName}: self-drive car rental and taxis in {city}
      </h1>
      <AutoRentalJsonLd />
      <HeroSlider />
      <WithApollo>
        <HomeBelowFold />
      </WithApollo>
    </>
  );
}
