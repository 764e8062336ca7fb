import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/ContentPage';
import { useCityName, useSite } from '../../site/SiteContext';

const CAR_RULES = ['speed', 'smoking', 'driver', 'traffic'] as const;

export function TermsPage() {
  const { siteName } = useSite();
  const city = useCityName();
  const { t } = useTranslation();
  return (
    <ContentPage title={t('terms.title')} intro={t('terms.intro', { siteName })}>
      <h2>{t('terms.who')}</h2>
      <p>{t('terms.whoText')}</p>
      <h2>{t('terms.bookings')}</h2>
      <p>{t('terms.bookingsText', { city })}</p>
      <h2>{t('terms.using')}</h2>
      <ul>
        {CAR_RULES.map((key) => (
          <li key={key}>{t(`terms.${key}`)}</li>
        ))}
      </ul>
      <h2>{t('terms.km')}</h2>
      <p>{t('terms.kmText')}</p>
      <h2>{t('terms.delivery')}</h2>
      <p>{t('terms.deliveryText')}</p>
      <h2>{t('terms.payments')}</h2>
      <p>
        <Trans i18nKey="terms.paymentsText" components={{ go: <Link to="/policies" /> }} />
      </p>
      <h2>{t('terms.damage')}</h2>
      <p>{t('terms.damageText')}</p>
      <h2>{t('terms.law')}</h2>
      <p>{t('terms.lawText', { city })}</p>
    </ContentPage>
  );
}
