import { OffersStrip } from './OffersStrip';
import { ServicesBlock } from './ServicesBlock';
import { ImportantPointsBlock } from './ImportantPointsBlock';
import { HomeBlogList } from './HomeBlogList';
import { WhyChooseUs } from './WhyChooseUs';
import { CustomerReviews } from './CustomerReviews';
import { HomeFaqs } from './HomeFaqs';
import { HomeMap } from './HomeMap';
import { QuickBookingForm } from './QuickBookingForm';

/** Everything under the hero, in SPEC.md's order: its own chunk, loaded with Apollo after the first paint. */
export default function HomeBelowFold() {
  return (
    <>
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
