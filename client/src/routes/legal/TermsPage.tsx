import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/ContentPage';
import { useSite } from '../../site/SiteContext';

export function TermsPage() {
  const { siteName, city } = useSite();
  return (
    <ContentPage title="Terms & Conditions" intro={`The agreement between you and ${siteName} when you rent a car.`}>
      <h2>1. Who can rent</h2>
      <p>
        The driver must be at least 21 years old and hold a driving licence issued at least 1 year before the booking. The original driving
        licence and Aadhar card must be shown at pick-up; without them the car is not handed over.
      </p>
      <h2>2. Bookings</h2>
      <p>
        A booking is a request until our team accepts it. Bookings run from a minimum of 12 hours to a maximum of 90 days. Our service area
        is {city}, where we deliver and collect cars; support is available 24/7.
      </p>
      <h2>3. Using the car</h2>
      <ul>
        <li>Drive within the 110 km/h speed limit. Over-speeding is fined INR 1000.</li>
        <li>No smoking in the car (fee INR 500). Removable mats returned dirty are cleaned for INR 500.</li>
        <li>Only the person named in the booking may drive. No racing, towing, or commercial use.</li>
        <li>Obey traffic law; fines and challans during the booking are the renter's responsibility.</li>
      </ul>
      <h2>4. Kilometres and fuel</h2>
      <p>
        Each car shows its extra km fare. Kilometres are unlimited only on bookings longer than 72 hours taken without fuel. Return the car
        with the fuel level it was handed over with.
      </p>
      <h2>5. Delivery and return</h2>
      <p>
        Home or airport delivery arrives 0-5 minutes before the booking starts; collection is within 30 minutes after it ends. If the key is
        not returned within 3 days of the end, INR 2000 is charged.
      </p>
      <h2>6. Payments, cancellations and refunds</h2>
      <p>
        Balance dues are payable within 24 hours of the end of the booking. Cancellations and refunds follow our{' '}
        <Link to="/policies">Cancellation & Refund</Link> policy.
      </p>
      <h2>7. Damage and liability</h2>
      <p>
        Report any accident, damage or breakdown to us at once. The renter is responsible for damage caused by negligence or breach of these
        terms, up to the limits set by the car's insurance.
      </p>
      <h2>8. Governing law</h2>
      <p>These terms are governed by the laws of India; the courts of {city} have jurisdiction.</p>
    </ContentPage>
  );
}
