import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../components/ContentPage';
import { CheckIcon, ShieldIcon, WalletIcon, ClockIcon } from '../../components/icons';
import { useCityName } from '../../site/SiteContext';
import { RegisterCarForm } from './RegisterCarForm';
import '../../components/form/form.css';
import './registercar.css';

const BENEFITS = [
  { Icon: WalletIcon, key: 'earn' },
  { Icon: ShieldIcon, key: 'verified' },
  { Icon: ClockIcon, key: 'work' },
] as const;

const STEPS = ['register', 'inspect', 'listed'] as const;

/** Register & Earn (SPEC.md section 2): why an owner should list their car, then the registration form. */
export function RegisterCarPage() {
  const { t } = useTranslation();
  const city = useCityName();
  return (
    <ContentPage title={t('registerPage.title')} intro={t('registerPage.intro', { city })}>
      <ul className="register-benefits">
        {BENEFITS.map(({ Icon, key }) => (
          <li key={key} className="register-benefits__item">
            <Icon size={28} />
            <h2>{t(`registerPage.benefits.${key}.title`)}</h2>
            <p>{t(`registerPage.benefits.${key}.text`)}</p>
          </li>
        ))}
      </ul>
      <h2>{t('registerPage.howItWorks')}</h2>
      <ol className="register-steps">
        {STEPS.map((step) => (
          <li key={step}>
            <CheckIcon size={18} /> {t(`registerPage.steps.${step}`)}
          </li>
        ))}
      </ol>
      <RegisterCarForm />
    </ContentPage>
  );
}
