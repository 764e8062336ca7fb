import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/ContentPage';
import { useSite } from '../../site/SiteContext';

export function PoliciesPage() {
  const { siteName, contactEmail } = useSite();
  const { t } = useTranslation();
  return (
    <ContentPage title={t('policies.title')} intro={t('policies.intro', { siteName })}>
      <h2>{t('policies.refunds')}</h2>
      <ul>
        <li>{t('policies.refundOriginal')}</li>
        <li>{t('policies.refundTime')}</li>
        <li>{t('policies.refundEarly')}</li>
      </ul>
      <h2>{t('policies.charges')}</h2>
      <ul>
        <li>{t('policies.chargeBalance')}</li>
        <li>{t('policies.chargeSpeed')}</li>
        <li>{t('policies.chargeSmoking')}</li>
        <li>{t('policies.chargeMats')}</li>
        <li>{t('policies.chargeKey')}</li>
      </ul>
      <h2>{t('policies.cancellation')}</h2>
      <table className="policy-table">
        <thead>
          <tr>
            <th scope="col">{t('policies.when')}</th>
            <th scope="col">{t('policies.what')}</th>
          </tr>
        </thead>
        <tbody>
          {(['over24', 'from6to24', 'under6', 'after'] as const).map((row) => (
            <tr key={row}>
              <td>{t(`policies.${row}`)}</td>
              <td>{t(`policies.${row}What`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('policies.reschedule')}</h2>
      <ul>
        <li>{t('policies.rescheduleWithin')}</li>
        <li>{t('policies.noShow')}</li>
      </ul>
      <h2>{t('policies.how')}</h2>
      <p>
        <Trans
          i18nKey="policies.howText"
          values={{ email: contactEmail }}
          components={{ go: <Link to="/bookings" />, mail: <a href={`mailto:${contactEmail}`}>{contactEmail}</a> }}
        />
      </p>
    </ContentPage>
  );
}
