import { MapEmbed } from '../../components/MapEmbed';
import { SectionHeading } from '../../components/SectionHeading';
import { useSite } from '../../site/SiteContext';

export function HomeMap() {
  const { city } = useSite();
  return (
    <section className="home-section container" aria-labelledby="home-map">
      <SectionHeading
        id="home-map"
        eyebrow="Where we are"
        title={`Serving all of ${city}`}
        intro="Home and airport delivery anywhere in the city, 24/7."
      />
      <MapEmbed />
    </section>
  );
}
