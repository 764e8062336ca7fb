import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { useCityName, useSite } from '../../site/SiteContext';
import { MailIcon, PhoneIcon, PinIcon } from '../icons';
import { SocialLinks } from './SocialLinks';
import { contactLinks } from './contactLinks';
import './footer.css';

const LEGAL_LINKS: { to: string; label: ParseKeys<'shell'> }[] = [
  { to: '/privacy-policy', label: 'footer.privacy' },
  { to: '/cookie-policy', label: 'footer.cookies' },
  { to: '/terms', label: 'footer.terms' },
  { to: '/policies', label: 'footer.refunds' },
];

const EXPLORE_LINKS: { to: string; label: ParseKeys<'shell'> }[] = [
  { to: '/services/bookcar', label: 'nav.bookCar' },
  { to: '/service', label: 'footer.ourServices' },
  { to: '/car-rental', label: 'footer.carRental' },
  { to: '/services/registercar', label: 'nav.registerCar' },
  { to: '/download-app', label: 'nav.downloadApp' },
];

export function Footer() {
  const { siteName, contactPhone, contactEmail } = useSite();
  const city = useCityName();
  const { t } = useTranslation('shell');
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section>
          <h2 className="site-footer__brand">{siteName}</h2>
          <p>{t('footer.about', { city })}</p>
          <SocialLinks />
        </section>
        <section>
          <h3>{t('footer.contact')}</h3>
          <ul className="site-footer__contact">
            <li>
              <PhoneIcon size={16} />
              <a href={contactLinks(contactPhone).call}>+91 {contactPhone}</a>
            </li>
            <li>
              <MailIcon size={16} />
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </li>
            <li>
              <PinIcon size={16} />
              <span>{t('footer.address', { city })}</span>
            </li>
          </ul>
        </section>
        <section>
          <h3>{t('footer.explore')}</h3>
          <ul className="site-footer__links">
            {EXPLORE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h3>{t('footer.policies')}</h3>
          <ul className="site-footer__links">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear(), siteName })}</p>
    </footer>
  );
}
