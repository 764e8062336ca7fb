import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/ContentPage';
import { useCityName, useSite } from '../../site/SiteContext';

export function AboutPage() {
  const { siteName } = useSite();
  const city = useCityName();
  const { t } = useTranslation();
  return (
    <ContentPage title={t('about.title', { siteName })} intro={t('about.intro', { city })}>
      <h2>{t('about.who')}</h2>
      <p>{t('about.whoText', { siteName, city })}</p>
      <h2>{t('about.believe')}</h2>
      <ul>
        {(['clean', 'prices', 'person', 'local'] as const).map((key) => (
          <li key={key}>
            <Trans i18nKey={`about.${key}`} values={{ city }} components={{ strong: <strong /> }} />
          </li>
        ))}
      </ul>
      <h2>{t('about.how')}</h2>
      <ol>
        <li>
          <Trans i18nKey="about.step1" components={{ go: <Link to="/services/bookcar" /> }} />
        </li>
        <li>{t('about.step2')}</li>
        <li>{t('about.step3')}</li>
        <li>{t('about.step4')}</li>
      </ol>
      <h2>{t('about.own')}</h2>
      <p>
        <Trans i18nKey="about.ownText" components={{ go: <Link to="/services/registercar" /> }} />
      </p>
    </ContentPage>
  );
}
