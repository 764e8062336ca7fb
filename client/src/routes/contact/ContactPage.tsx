import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../components/ContentPage';
import { MapEmbed } from '../../components/MapEmbed';
import { MailIcon, MessageIcon, PhoneIcon, PinIcon } from '../../components/icons';
import { SocialLinks } from '../../components/footer/SocialLinks';
import { contactLinks } from '../../components/footer/contactLinks';
import { useCityName, useSite } from '../../site/SiteContext';
import { ContactForm } from './ContactForm';

export function ContactPage() {
  const { t } = useTranslation();
  const { contactPhone, contactEmail } = useSite();
  const city = useCityName();
  const links = contactLinks(contactPhone);
  return (
    <ContentPage title={t('contact.title')} intro={t('contact.intro')}>
      <div className="contact-grid">
        <section className="contact-details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{t('contact.getInTouch')}</h2>
          <ul>
            <li>
              <PhoneIcon size={18} />
              <a href={links.call}>+91 {contactPhone}</a>
            </li>
            <li>
              <MessageIcon size={18} />
              <a href={links.whatsapp} target="_blank" rel="noopener noreferrer">
                {t('contact.whatsapp')}
              </a>
            </li>
            <li>
              <MailIcon size={18} />
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </li>
            <li>
              <PinIcon size={18} />
              <span>{t('footer.address', { ns: 'shell', city })}</span>
            </li>
          </ul>
          <h3>{t('contact.followUs')}</h3>
          <SocialLinks className="social-links social-links--dark" />
        </section>
        {/* The form loads Apollo when it is sent: the page never waits for it. */}
        <ContactForm />
      </div>
      <MapEmbed />
    </ContentPage>
  );
}
