import { ContentPage } from '../../components/ContentPage';
import { MapEmbed } from '../../components/MapEmbed';
import { MailIcon, MessageIcon, PhoneIcon, PinIcon } from '../../components/icons';
import { SocialLinks } from '../../components/footer/SocialLinks';
import { cityAddress, contactLinks } from '../../components/footer/contactLinks';
import { useSite } from '../../site/SiteContext';
import { WithApollo } from '../../apollo/WithApollo';
import { ContactForm } from './ContactForm';

export function ContactPage() {
  const { contactPhone, contactEmail, city } = useSite();
  const links = contactLinks(contactPhone);
  return (
    <ContentPage title="Contact Us" intro="Questions about a booking, a car or a partnership? We answer 24/7.">
      <div className="contact-grid">
        <section className="contact-details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">Get in touch</h2>
          <ul>
            <li>
              <PhoneIcon size={18} />
              <a href={links.call}>+91 {contactPhone}</a>
            </li>
            <li>
              <MessageIcon size={18} />
              <a href={links.whatsapp} target="_blank" rel="noopener noreferrer">
                Message us on WhatsApp
              </a>
            </li>
            <li>
              <MailIcon size={18} />
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </li>
            <li>
              <PinIcon size={18} />
              <span>{cityAddress(city)}</span>
            </li>
          </ul>
          <h3>Follow us</h3>
          <SocialLinks className="social-links social-links--dark" />
        </section>
        {/* Only the form needs Apollo (to send): the page paints without waiting for it. */}
        <WithApollo fallback={<div className="contact-form contact-form--loading" aria-hidden="true" />}>
          <ContactForm />
        </WithApollo>
      </div>
      <MapEmbed />
    </ContentPage>
  );
}
