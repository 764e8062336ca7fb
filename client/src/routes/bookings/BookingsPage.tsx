import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/ContentPage';
import { useSession } from '../../session/SessionContext';
import { MyBookings } from './MyBookings';
import './bookings.css';
import { rememberReturn } from '../../session/returnTo';

/** The customer's bookings with tabs Upcoming, Ongoing, History (SPEC.md sections 2 and 4). */
export function BookingsPage() {
  const { user } = useSession();
  return (
    <ContentPage title="My Bookings" intro="Your upcoming, ongoing and past bookings.">
      {user ? (
        <MyBookings />
      ) : (
        <div className="bookings-login" role="status">
          <p>Please log in to see your bookings.</p>
          <Link to="/userlogin" className="btn btn--primary" onClick={() => rememberReturn('/bookings')}>
            Login
          </Link>
        </div>
      )}
    </ContentPage>
  );
}
