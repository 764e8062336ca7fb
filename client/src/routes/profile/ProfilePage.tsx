import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/ContentPage';
import { FormNotice } from '../../components/form/FormNotice';
import { useSession } from '../../session/SessionContext';
import { ProfileForm } from './ProfileForm';
import { DocumentsSection } from './DocumentsSection';
import { PROFILE_MESSAGES } from './profileRules';
import '../../components/form/form.css';
import './profile.css';
import { rememberReturn } from '../../session/returnTo';

/** Account Settings (SPEC.md sections 5, 7, 8): the signed-in customer's profile form. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <ContentPage title={t('profile.title')} intro={t('profile.intro')}>
      {user ? (
        <>
          <ProfileForm key={user._id} user={user} />
          <DocumentsSection />
        </>
      ) : (
        <div className="form-card form-stack">
          <FormNotice notice={{ kind: 'error', text: PROFILE_MESSAGES.noUser }} />
          <Link className="btn btn--primary" to="/userlogin" onClick={() => rememberReturn('/profile')}>
            {t('profile.login')}
          </Link>
        </div>
      )}
    </ContentPage>
  );
}
