import { OffersStrip } from './OffersStrip';
import { ServicesBlock } from './ServicesBlock';
import { ImportantPointsBlock } from './ImportantPointsBlock';
import { HomeBlogList } from './HomeBlogList';
import { WhyChooseUs } from './WhyChooseUs';
import { CustomerReviews } from './CustomerReviews';
import { HomeFaqs } from './HomeFaqs';
import { HomeMap } from './HomeMap';
import { QuickBookingForm } from './QuickBookingForm';
import { NearScreen } from '../../components/NearScreen';

/**
 * Everything under the hero, in SPEC.md's order: its own chunk, loaded after the first paint; each section renders
 * (and asks for its data) when it comes near the screen or once the page is loaded and idle. The lists are plain
 * GETs; the forms load Apollo when they are sent (apollo/onDemandMutation.ts).
 */
export default function HomeBelowFold() {
  return (
    <>
      <NearScreen>
        <OffersStrip />
      </NearScreen>
      <NearScreen>
        <ServicesBlock />
      </NearScreen>
      <NearScreen>
        <ImportantPointsBlock />
      </NearScreen>
      <NearScreen>
        <HomeBlogList />
      </NearScreen>
      <NearScreen>
        <WhyChooseUs />
      </NearScreen>
      <NearScreen>
        <CustomerReviews />
      </NearScreen>
      <NearScreen>
        <HomeFaqs />
      </NearScreen>
      <NearScreen>
        <HomeMap />
      </NearScreen>
      <NearScreen>
        <QuickBookingForm />
      </NearScreen>
    </>
  );
}
