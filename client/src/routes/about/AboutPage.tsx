import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/ContentPage';
import { useSite } from '../../site/SiteContext';

export function AboutPage() {
  const { siteName, city } = useSite();
  return (
    <ContentPage title={`About ${siteName}`} intro={`Self-drive cars and taxis for ${city}, run by people who live here.`}>
      <h2>Who we are</h2>
      <p>
        {siteName} started with a simple idea: renting a car in {city} should be as easy as ordering dinner. No paperwork marathons, no
        surprise charges, no waiting at a counter. Today we run a fleet of hatchbacks, sedans, SUVs and 7-seaters that customers book online
        and drive themselves, or ride in with one of our verified drivers.
      </p>
      <h2>What we believe in</h2>
      <ul>
        <li>
          <strong>Clean, safe cars.</strong> Each car is cleaned and inspected before every rental: tyres, brakes, lights and fluids.
        </li>
        <li>
          <strong>Prices you can read.</strong> The per-day price and the extra km fare are shown on every car before you book.
        </li>
        <li>
          <strong>A real person on the line.</strong> Every booking is reviewed by our team, and we answer calls and messages 24/7.
        </li>
        <li>
          <strong>Local knowledge.</strong> We deliver to homes, hotels and the airport across {city}, and know the best drives around it.
        </li>
      </ul>
      <h2>How it works</h2>
      <ol>
        <li>
          Choose a car on <Link to="/services/bookcar">Book your car</Link> and press Book Now.
        </li>
        <li>Log in with your e-mail and a one-time code, then pick your dates, times and duration.</li>
        <li>Our team accepts the booking and you are notified straight away.</li>
        <li>Show your original driving licence and Aadhar card at pick-up, and enjoy the drive.</li>
      </ol>
      <h2>Own a car?</h2>
      <p>
        Cars that sit idle can earn. <Link to="/services/registercar">Register & Earn</Link> lists your car with us; we handle bookings,
        customers and checks.
      </p>
    </ContentPage>
  );
}
