import { PhoneIcon, WhatsAppIcon } from '../../../components/icons';
import { internationalPhone } from '../../../site/siteSettings';

/** A customer's phone with a call link and a messaging link (10-digit numbers get India's 91). */
export function PhoneLinks({ phone, name }: { phone: string; name: string }) {
  const digits = internationalPhone(phone);
  return (
    <span className="phone-links">
      <span>{digits ? `+${digits}` : phone}</span>
      {digits && (
        <>
          <a href={`tel:+${digits}`} aria-label={`Call ${name}`} title="Call">
            <PhoneIcon size={16} />
          </a>
          <a
            href={`https://wa.me/${digits}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Message ${name} on WhatsApp`}
            title="WhatsApp"
          >
            <WhatsAppIcon size={16} />
          </a>
        </>
      )}
    </span>
  );
}
