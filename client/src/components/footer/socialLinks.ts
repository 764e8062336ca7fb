import type { ComponentType } from 'react';
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from '../icons';

export interface SocialLink {
  label: string;
  href: string;
  Icon: ComponentType<{ size?: number }>;
}

// The operator's own profiles replace these platform addresses when they exist.
export const SOCIAL_LINKS: SocialLink[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { label: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'X (Twitter)', href: 'https://x.com/', Icon: XIcon },
  { label: 'YouTube', href: 'https://www.youtube.com/', Icon: YouTubeIcon },
];
