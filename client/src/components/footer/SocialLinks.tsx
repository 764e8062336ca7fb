import { useTranslation } from 'react-i18next';
import { SOCIAL_LINKS } from './socialLinks';

export function SocialLinks({ className = 'social-links' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className} aria-label={t('common.socialMedia')}>
      {SOCIAL_LINKS.map(({ label, href, Icon }) => (
        <li key={label}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
            <Icon size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
