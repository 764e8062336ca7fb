import { Link } from 'react-router-dom';
import { SectionHeading } from '../../components/SectionHeading';

/** Slot: the latest blog cards on the home page. Filled in by the content feature. */
export function HomeBlogList() {
  return (
    <section className="home-section container" aria-labelledby="home-blogs">
      <SectionHeading id="home-blogs" eyebrow="Stories & tips" title="From Our Blog" />
      <p className="center-row"><Link className="text-link" to="/blogs">Read all blogs →</Link></p>
    </section>
  );
}
