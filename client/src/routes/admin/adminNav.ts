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
  // Issue 20: customers' licences and ID proofs to check.
  { to: '/admin/documents', label: 'Documents' },
];
