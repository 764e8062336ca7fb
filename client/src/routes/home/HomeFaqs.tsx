import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FaqAccordion } from '../../components/FaqAccordion';
import { SectionHeading } from '../../components/SectionHeading';
import { faqs } from '../../content/faqs';
import { useCityName, useSite } from '../../site/SiteContext';

export function HomeFaqs() {
  const { t } = useTranslation();
  const { siteName } = useSite();
  const city = useCityName();
  return (
    <section className="home-section container container--narrow" aria-labelledby="home-faqs">
      <SectionHeading id="home-faqs" eyebrow={t('homeSections.faqEyebrow')} title={t('homeSections.faqTitle')} />
      <FaqAccordion items={faqs(siteName, city).slice(0, 6)} />
      <p className="center-row">
        <Link className="text-link" to="/faqs">
          {t('homeSections.allFaqs')}
        </Link>
      </p>
    </section>
  );
}
