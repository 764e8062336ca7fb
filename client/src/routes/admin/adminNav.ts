/** SPEC.md "Admin routes": the admin navigation, in order (Logout is a button after these). */
export const ADMIN_NAV = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/car-listing', label: 'Manage Cars' },
  { to: '/admin/editblogs', label: 'Blogs' },
  { to: '/admin/offers', label: 'Offers' },
  { to: '/admin/car/cars', label: 'Register cardata' },
  { to: '/admin/contact', label: 'Contacts' },
  { to: '/admin/user', label: 'Users' },
  { to: '/admin/reviews', label: 'Reviews' },
  // Beyond SPEC.md's list (issue 12): partner API keys and webhooks.
  { to: '/admin/integrations', label: 'Integrations' },
  // Issue 21: UPI claims, refunds, counter payments and the ledger.
  { to: '/admin/payments', label: 'Payments' },
  // Issue 20: customers' licences and ID proofs to check.
  { to: '/admin/documents', label: 'Documents' },
  // Issue 20: the counter's day: pick-ups, cars on trip, overdue returns and bills to settle.
  { to: '/admin/trips', label: 'Trips' },
  // Issue 22: maintenance blocks by car and day, and price rules with a live preview.
  { to: '/admin/calendar', label: 'Calendar' },
  { to: '/admin/pricing', label: 'Pricing' },
];
