import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/ContentPage';
import { useSite } from '../../site/SiteContext';

const COOKIES = ['preferences', 'security', 'analytics'] as const;

export function CookiePolicyPage() {
  const { siteName, contactEmail } = useSite();
  const { t } = useTranslation();
  return (
    <ContentPage title={t('cookies.title')} intro={t('cookies.intro', { siteName })}>
      <h2>{t('cookies.what')}</h2>
      <p>{t('cookies.whatText')}</p>
      <h2>{t('cookies.use')}</h2>
      <p>{t('cookies.language')}</p>
      <p>{t('cookies.useText')}</p>
      <table className="policy-table">
        <thead>
          <tr>
            <th scope="col">{t('cookies.type')}</th>
            <th scope="col">{t('cookies.purpose')}</th>
            <th scope="col">{t('cookies.lifetime')}</th>
          </tr>
        </thead>
        <tbody>
          {COOKIES.map((cookie) => (
            <tr key={cookie}>
              <td>{t(`cookies.rows.${cookie}.kind`)}</td>
              <td>{t(`cookies.rows.${cookie}.purpose`)}</td>
              <td>{t(`cookies.rows.${cookie}.lifetime`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('cookies.third')}</h2>
      <p>{t('cookies.thirdText')}</p>
      <h2>{t('cookies.choices')}</h2>
      <p>
        <Trans
          i18nKey="cookies.choicesText"
          values={{ email: contactEmail }}
          components={{ mail: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>, go: <Link to="/privacy-policy" /> }}
        />
      </p>
    </ContentPage>
  );
}
