import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/ContentPage';
import { useCityName, useSite } from '../../site/SiteContext';

export function CarRentalPage() {
  const { siteName } = useSite();
  const city = useCityName();
  const { t } = useTranslation();
  return (
    <ContentPage title={t('carRental.title', { city })} intro={t('carRental.intro', { siteName })}>
      <h2>{t('carRental.everyPlan')}</h2>
      <p>
        <Trans i18nKey="carRental.everyPlanText" components={{ go: <Link to="/services/bookcar" /> }} />
      </p>
      <h2>{t('carRental.drives', { city })}</h2>
      <ul>
        {(['ujjain', 'omkareshwar', 'mandu', 'falls'] as const).map((key) => (
          <li key={key}>{t(`carRental.${key}`)}</li>
        ))}
      </ul>
      <h2>{t('carRental.rules')}</h2>
      <p>
        <Trans i18nKey="carRental.rulesText" components={{ terms: <Link to="/terms" />, policies: <Link to="/policies" /> }} />
      </p>
      <h2>{t('carRental.delivered')}</h2>
      <p>{t('carRental.deliveredText', { city })}</p>
    </ContentPage>
  );
}
