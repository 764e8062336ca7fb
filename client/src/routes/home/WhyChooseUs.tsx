import { Link } from 'react-router-dom';
import type { ComponentType } from 'react';
import { SectionHeading } from '../../components/SectionHeading';
import { ClockIcon, ShieldIcon, WalletIcon, CarIcon } from '../../components/icons';
import { useSite } from '../../site/SiteContext';

const REASONS: { title: string; text: string; Icon: ComponentType<{ size?: number }> }[] = [
  {
    title: 'Well-kept cars',
    text: 'Every car is cleaned, sanitised and checked (tyres, brakes, fluids) before each rental.',
    Icon: CarIcon,
  },
  {
    title: 'Honest prices',
    text: 'The per-day price and the extra km fare are on every car. No hidden charges at pick-up.',
    Icon: WalletIcon,
  },
  {
    title: 'Quick approval',
    text: 'Bookings are reviewed by a real person, usually within minutes, and you are notified at once.',
    Icon: ClockIcon,
  },
  { title: 'Help around the clock', text: 'Call, message or SMS us 24/7: breakdowns, extensions or a change of plan.', Icon: ShieldIcon },
];

export function WhyChooseUs() {
  const { siteName } = useSite();
  return (
    <section className="home-section container" aria-labelledby="home-why">
      <SectionHeading id="home-why" eyebrow="Why us" title={`Why Choose ${siteName}`} />
      <div className="card-grid card-grid--four">
        {REASONS.map(({ title, text, Icon }) => (
          <article key={title} className="info-card info-card--icon">
            <span className="info-card__icon">
              <Icon size={26} />
            </span>
            <h3>{title}</h3>
            <p>{text}</p>
          </article>
        ))}
      </div>
      <div className="center-row">
        <Link className="btn btn--primary btn--large" to="/services/bookcar">
          Book Now
        </Link>
      </div>
    </section>
  );
}
