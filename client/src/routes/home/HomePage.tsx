import { useSite } from '../../site/SiteContext';
import { HeroSlider } from './HeroSlider';
import { OffersStrip } from './OffersStrip';
import { ServicesBlock } from './ServicesBlock';
import { ImportantPointsBlock } from './ImportantPointsBlock';
import { HomeBlogList } from './HomeBlogList';
import { WhyChooseUs } from './WhyChooseUs';
import { CustomerReviews } from './CustomerReviews';
import { HomeFaqs } from './HomeFaqs';
import { HomeMap } from './HomeMap';
import { QuickBookingForm } from './QuickBookingForm';
import './home.css';

/** Sections in SPEC.md's order. */
export function HomePage() {
  const { siteName, city } = useSite();
  return (
    <>
      <h1 className="visually-hidden">{siteName}: self-drive car rental and taxis in {city}</h1>
      <HeroSlider />
      <OffersStrip />
      <ServicesBlock />
      <ImportantPointsBlock />
      <HomeBlogList />
      <WhyChooseUs />
      <CustomerReviews />
      <HomeFaqs />
      <HomeMap />
      <QuickBookingForm />
    </>
  );
}
