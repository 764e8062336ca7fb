import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The mail's link signed this tab in, and the tab waiting at the code step took the booking on: where to go now. */
export function SignedInElsewhere() {
  const { t } = useTranslation();
  return (
    <div className="form-stack">
      <div className="form-notice form-notice--success" role="status">
        <p className="form-notice__text">{t('login.signedInElsewhere')}</p>
      </div>
      {/* In place of /userlogin, as after any sign-in. */}
      <div className="form-actions">
        <Link to="/bookings" className="btn btn--primary" replace>
          {t('login.goToBookings')}
        </Link>
        <Link to="/" className="btn btn--ghost" replace>
          {t('login.goHome')}
        </Link>
      </div>
    </div>
  );
}
