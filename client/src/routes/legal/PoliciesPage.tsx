import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/ContentPage';
import { useSite } from '../../site/SiteContext';

export function PoliciesPage() {
  const { siteName, contactEmail } = useSite();
  return (
    <ContentPage title="Cancellation & Refund" intro={`How cancellations, refunds and charges work at ${siteName}.`}>
      <h2>Refunds</h2>
      <ul>
        <li>Every refund goes back to the original mode of payment.</li>
        <li>We initiate refunds immediately; they appear in your account in 5 to 15 days, depending on your bank.</li>
        <li>Early returns are not prorated: returning the car before the booking ends does not reduce the rental.</li>
      </ul>
      <h2>Charges</h2>
      <ul>
        <li>Balance dues (extra kilometres, extra hours, fines, fees) are payable within 24 hours of the end of the booking.</li>
        <li>Over-speeding above the 110 km/h limit: INR 1000 per instance.</li>
        <li>Smoking in the car: INR 500.</li>
        <li>Cleaning of removable mats: INR 500.</li>
        <li>Key not returned within 3 days of the booking end: INR 2000.</li>
      </ul>
      <h2>Cancellation</h2>
      <table className="policy-table">
        <thead>
          <tr>
            <th scope="col">When you cancel</th>
            <th scope="col">What happens</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>More than 24 hours before the start</td>
            <td>The advance is refunded to the original payment mode.</td>
          </tr>
          <tr>
            <td>6 to 24 hours before the start</td>
            <td>A flat 50% fee; the remainder is refunded after the platform fee.</td>
          </tr>
          <tr>
            <td>0 to 6 hours before the start</td>
            <td>100% of the advance lease rental is deducted.</td>
          </tr>
          <tr>
            <td>After the start</td>
            <td>No refund.</td>
          </tr>
        </tbody>
      </table>
      <h2>Rescheduling and no-shows</h2>
      <ul>
        <li>A booking cannot be rescheduled within 4 hours of its start.</li>
        <li>If the car has not been collected 4 hours after the start, the booking is cancelled with no refund.</li>
      </ul>
      <h2>How to cancel</h2>
      <p>
        Open <Link to="/bookings">Show Bookings</Link>, choose the booking and press Cancel; tell us the reason and the cancellation takes
        effect at once. Pending and accepted bookings can be cancelled. For help, write to{' '}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>
    </ContentPage>
  );
}
