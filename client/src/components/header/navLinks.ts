import type { ParseKeys } from 'i18next';

export interface NavLink {
  to: string;
  /** Its text in the shell catalogue. */
  label: ParseKeys<'shell'>;
  /** Shown only to visitors who are not signed in. */
  signedOutOnly?: boolean;
}

/** SPEC.md "Navigation": the top bar links, in order. The mobile drawer shows the same list. */
export const NAV_LINKS: NavLink[] = [
  { to: '/', label: 'nav.home' },
  { to: '/about', label: 'nav.about' },
  { to: '/services/bookcar', label: 'nav.bookCar' },
  { to: '/services/registercar', label: 'nav.registerCar' },
  { to: '/faqs', label: 'nav.faqs' },
  { to: '/blogs', label: 'nav.blogs' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/download-app', label: 'nav.downloadApp' },
  { to: '/userlogin', label: 'nav.login', signedOutOnly: true },
  { to: '/bookings', label: 'nav.bookings' },
  { to: '/profile', label: 'nav.profile' },
];

export function visibleNavLinks(signedIn: boolean): NavLink[] {
  return NAV_LINKS.filter((link) => !(link.signedOutOnly && signedIn));
}
