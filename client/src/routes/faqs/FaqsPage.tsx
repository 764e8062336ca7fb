import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/ContentPage';
import { FaqAccordion } from '../../components/FaqAccordion';
import { faqs } from '../../content/faqs';
import { useSite } from '../../site/SiteContext';

export function FaqsPage() {
  const { siteName, city } = useSite();
  return (
    <ContentPage title="Frequently Asked Questions" intro="Quick answers about booking, documents, charges and cancellations.">
      <h2 className="visually-hidden">Questions and answers</h2>
      <FaqAccordion items={faqs(siteName, city)} />
      <p>
        Still have a question? <Link to="/contact">Contact us</Link>; we answer 24/7.
      </p>
    </ContentPage>
  );
}
