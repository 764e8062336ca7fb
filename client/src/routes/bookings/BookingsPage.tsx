import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/ContentPage';
import { useSession } from '../../session/SessionContext';
import { MyBookings } from './MyBookings';
import './bookings.css';
import { rememberReturn } from '../../session/returnTo';

/** The customer's bookings with tabs Upcoming, Ongoing, History (SPEC.md sections 2 and 4). */
export function BookingsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <ContentPage title={t('bookings.title')} intro={t('bookings.intro')}>
      {user ? (
        <MyBookings />
      ) : (
        <div className="bookings-login" role="status">
          <p>{t('bookings.loginPrompt')}</p>
          <Link to="/userlogin" className="btn btn--primary" onClick={() => rememberReturn('/bookings')}>
            {t('bookings.login')}
          </Link>
        </div>
      )}
    </ContentPage>
  );
}
