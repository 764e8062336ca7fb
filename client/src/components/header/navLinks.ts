export interface NavLink {
  to: string;
  label: string;
  /** Shown only to visitors who are not signed in. */
  signedOutOnly?: boolean;
}

/** SPEC.md "Navigation": the top bar links, in order. The mobile drawer shows the same list. */
export const NAV_LINKS: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services/bookcar', label: 'Book your car' },
  { to: '/services/registercar', label: 'Register & Earn' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/blogs', label: 'Blogs' },
  { to: '/contact', label: 'Contact' },
  { to: '/download-app', label: 'Download App' },
  { to: '/userlogin', label: 'Login', signedOutOnly: true },
  { to: '/bookings', label: 'Show Bookings' },
  { to: '/profile', label: 'Account Settings' },
];

export function visibleNavLinks(signedIn: boolean): NavLink[] {
  return NAV_LINKS.filter((link) => !(link.signedOutOnly && signedIn));
}
