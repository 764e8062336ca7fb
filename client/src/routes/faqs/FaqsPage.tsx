import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/ContentPage';
import { FaqAccordion } from '../../components/FaqAccordion';
import { faqs } from '../../content/faqs';
import { useCityName, useSite } from '../../site/SiteContext';

export function FaqsPage() {
  const { t } = useTranslation();
  const { siteName } = useSite();
  const city = useCityName();
  return (
    <ContentPage title={t('faqPage.title')} intro={t('faqPage.intro')}>
      <h2 className="visually-hidden">{t('faqPage.list')}</h2>
      <FaqAccordion items={faqs(siteName, city)} />
      <p>
        <Trans i18nKey="faqPage.still" components={{ go: <Link to="/contact" /> }} />
      </p>
    </ContentPage>
  );
}
