import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/ContentPage';
import { useSite } from '../../site/SiteContext';

export function CarRentalPage() {
  const { siteName, city } = useSite();
  return (
    <ContentPage
      title={`Car Rental in ${city}`}
      intro={`Self-drive and chauffeur-driven cars from ${siteName}, by the 12 hours, day, week or month.`}
    >
      <h2>Self-drive cars for every plan</h2>
      <p>
        A compact hatchback for the daily commute, a sedan for a client meeting, a 7-seater for the family wedding, or a Thar for the
        monsoon hills: the whole fleet, with prices per day and the extra km fare, is on <Link to="/services/bookcar">Book your car</Link>.
        Search by car name or by the area you are in.
      </p>
      <h2>Popular drives from {city}</h2>
      <ul>
        <li>Ujjain, for the Mahakal temple: an easy day trip.</li>
        <li>Omkareshwar and Maheshwar on the Narmada: temple towns and ghats, a relaxed morning's drive.</li>
        <li>Mandu: forts, palaces and the Jahaz Mahal, about two hours away.</li>
        <li>Patalpani and Tincha falls: best right after the monsoon.</li>
      </ul>
      <h2>Simple rules</h2>
      <p>
        Drivers must be 21 or older with a licence at least 1 year old; carry the original licence and your Aadhar card. Keep within 110
        km/h. Book for more than 72 hours without fuel and the kilometres are unlimited. Full details are in our{' '}
        <Link to="/terms">Terms & Conditions</Link> and our <Link to="/policies">Cancellation & Refund</Link> policy.
      </p>
      <h2>Delivered to your door</h2>
      <p>
        We deliver to homes, hotels and the airport across {city} 0-5 minutes before your booking starts, and collect the car within 30
        minutes after it ends.
      </p>
    </ContentPage>
  );
}
