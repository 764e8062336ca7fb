import { useSite } from '../../site/SiteContext';
import { PhoneIcon, SmsIcon, WhatsAppIcon } from '../icons';
import { contactLinks } from './contactLinks';

/** The fixed messaging, call and SMS buttons of every public page. */
export function FloatingContactLinks() {
  const { contactPhone } = useSite();
  const links = contactLinks(contactPhone);
  return (
    <aside className="floating-contact" aria-label="Contact us">
      <a
        className="floating-contact__link floating-contact__link--whatsapp"
        href={links.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Message us on WhatsApp"
        title="WhatsApp"
      >
        <WhatsAppIcon size={24} />
      </a>
      <a
        className="floating-contact__link floating-contact__link--call"
        href={links.call}
        aria-label={`Call us at ${contactPhone}`}
        title="Call"
      >
        <PhoneIcon size={22} />
      </a>
      <a
        className="floating-contact__link floating-contact__link--sms"
        href={links.sms}
        aria-label={`Send us an SMS at ${contactPhone}`}
        title="SMS"
      >
        <SmsIcon size={22} />
      </a>
    </aside>
  );
}
