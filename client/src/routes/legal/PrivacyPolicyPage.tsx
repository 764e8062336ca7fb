import { Trans, useTranslation } from 'react-i18next';
import { ContentPage } from '../../components/ContentPage';
import { useCityName, useSite } from '../../site/SiteContext';

/** DOCUMENT_RETENTION_DAYS's default; README's Configuration table says an operator who changes it updates this page. */
const retentionDays = 180;

const COLLECTED = ['account', 'booking', 'documents', 'messages'] as const;
const USES = ['useIdentity', 'useBookings', 'useContact', 'useLaw'] as const;

export function PrivacyPolicyPage() {
  const { siteName, contactEmail } = useSite();
  const city = useCityName();
  const { t } = useTranslation();
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <ContentPage title={t('privacy.title')} intro={t('privacy.intro', { siteName })}>
      <h2>{t('privacy.collect')}</h2>
      <ul>
        {COLLECTED.map((key) => (
          <li key={key}>
            <Trans i18nKey={`privacy.${key}`} components={{ b: <strong /> }} />
          </li>
        ))}
      </ul>
      <h2>{t('privacy.use')}</h2>
      <ul>
        {USES.map((key) => (
          <li key={key}>{t(`privacy.${key}`)}</li>
        ))}
      </ul>
      <p>{t('privacy.noSale')}</p>
      <h2>{t('privacy.keep')}</h2>
      <p>{t('privacy.keepText')}</p>
      <p>{t('privacy.keepDocuments', { days: retentionDays })}</p>
      <h2>{t('privacy.share')}</h2>
      <p>{t('privacy.shareText')}</p>
      <h2>{t('privacy.choices')}</h2>
      <p>
        <Trans i18nKey="privacy.choicesText" values={{ email: contactEmail }} components={{ mail }} />
      </p>
      <h2>{t('privacy.contact')}</h2>
      <p>
        <Trans i18nKey="privacy.contactText" values={{ siteName, city, email: contactEmail }} components={{ mail }} />
      </p>
    </ContentPage>
  );
}
