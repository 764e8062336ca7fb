import { Link } from 'react-router-dom';
import { useSite } from '../../site/SiteContext';
import { MailIcon, PhoneIcon, PinIcon } from '../icons';
import { SocialLinks } from './SocialLinks';
import { cityAddress, contactLinks } from './contactLinks';
import './footer.css';

const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/policies', label: 'Cancellation & Refund' },
];

const EXPLORE_LINKS = [
  { to: '/services/bookcar', label: 'Book your car' },
  { to: '/service', label: 'Our services' },
  { to: '/car-rental', label: 'Car rental in the city' },
  { to: '/services/registercar', label: 'Register & Earn' },
  { to: '/download-app', label: 'Download App' },
];

export function Footer() {
  const { siteName, contactPhone, contactEmail, city } = useSite();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section>
          <h2 className="site-footer__brand">{siteName}</h2>
          <p>Self-drive cars and taxis in {city}, available 24/7. Clean cars, clear prices, quick approval.</p>
          <SocialLinks />
        </section>
        <section>
          <h3>Contact</h3>
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
              <span>{cityAddress(city)}</span>
            </li>
          </ul>
        </section>
        <section>
          <h3>Explore</h3>
          <ul className="site-footer__links">
            {EXPLORE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h3>Policies</h3>
          <ul className="site-footer__links">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {siteName}. All rights reserved.
      </p>
    </footer>
  );
}
