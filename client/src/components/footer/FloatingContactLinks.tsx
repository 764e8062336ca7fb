import { useTranslation } from 'react-i18next';
import { useSite } from '../../site/SiteContext';
import { PhoneIcon, SmsIcon, WhatsAppIcon } from '../icons';
import { contactLinks } from './contactLinks';

/** The fixed messaging, call and SMS buttons of every public page. */
export function FloatingContactLinks() {
  const { contactPhone } = useSite();
  const links = contactLinks(contactPhone);
  const { t } = useTranslation('shell');
  return (
    <aside className="floating-contact" aria-label={t('footer.contactUs')}>
      <a
        className="floating-contact__link floating-contact__link--whatsapp"
        href={links.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('footer.whatsapp')}
        title="WhatsApp"
      >
        <WhatsAppIcon size={24} />
      </a>
      <a
        className="floating-contact__link floating-contact__link--call"
        href={links.call}
        aria-label={t('footer.call', { phone: contactPhone })}
        title={t('footer.callTitle')}
      >
        <PhoneIcon size={22} />
      </a>
      <a
        className="floating-contact__link floating-contact__link--sms"
        href={links.sms}
        aria-label={t('footer.sms', { phone: contactPhone })}
        title="SMS"
      >
        <SmsIcon size={22} />
      </a>
    </aside>
  );
}
