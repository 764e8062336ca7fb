import { SOCIAL_LINKS } from './socialLinks';

export function SocialLinks({ className = 'social-links' }: { className?: string }) {
  return (
    <ul className={className} aria-label="Social media">
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
