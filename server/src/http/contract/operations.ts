import { z, type ZodType } from 'zod';
import * as S from './schemas.js';

/** Who may call: public; a customer or admin token; a partner API key (`catalogue`: public, and keys with catalogue:read). */
export type Access = 'public' | 'catalogue' | 'customer' | 'admin' | 'partner';

export interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Under /api, OpenAPI style: /v1/cars/{id}. */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  access: Access;
  /** The partner scope a key needs, for `catalogue` and `partner` routes. */
  scope?: string;
  query?: z.ZodObject;
  body?: { kind: 'json' | 'multipart'; schema: ZodType };
  /** Success answers (status → body schema; null: no body). */
  ok: Record<number, { description: string; schema: ZodType | null; mediaType?: string }>;
  /** Failures beyond those every route of its kind can answer (see errorStatuses). */
  errors?: number[];
}

const array = (item: ZodType) => z.array(item);
const withMessage = <T extends Record<string, ZodType>>(shape: T) => z.strictObject({ message: z.string(), ...shape });
const signedIn = z.strictObject({ token: z.string(), user: S.User });
const one = (description: string, schema: ZodType | null) => ({ 200: { description, schema } });
/** A file answer (e.g. application/pdf): declared with its media type and a binary string. */
const file = (description: string, mediaType: string) => ({ 200: { description, schema: z.string().openapi({ format: 'binary' }), mediaType } });
const periodQuery = z.object({
  pickupDate: z.string().optional().openapi({ description: 'With all four: judge isBooked for this period (yyyy-MM-dd)' }),
  pickupTime: z.string().optional().openapi({ description: 'HH:mm' }),
  dropDate: z.string().optional().openapi({ description: 'yyyy-MM-dd' }),
  dropTime: z.string().optional().openapi({ description: 'HH:mm' }),
});

export const OPERATIONS: Operation[] = [
  // Catalogue
  { method: 'get', path: '/v1/cars', operationId: 'listCars', tag: 'Catalogue', access: 'catalogue', scope: 'catalogue:read', query: periodQuery,
    summary: 'The car catalogue sorted by order (ETag; 304 when unchanged); with a period, isBooked and nextFreeAt for it',
    ok: { 200: { description: 'Cars', schema: array(S.Car) }, 304: { description: 'Unchanged since the ETag sent in If-None-Match', schema: null } }, errors: [400] },
  { method: 'get', path: '/v1/cars/{id}', operationId: 'getCar', tag: 'Catalogue', access: 'catalogue', scope: 'catalogue:read', summary: 'One car', ok: one('The car', S.Car) },
  { method: 'get', path: '/v1/cars/{id}/availability', operationId: 'getCarAvailability', tag: 'Catalogue', access: 'catalogue', scope: 'catalogue:read',
    query: z.object({ from: z.string().optional().openapi({ description: 'yyyy-MM-dd, default today' }), days: z.string().optional().openapi({ description: '1 to 120, default 60' }) }),
    summary: "A car's busy periods (Accepted bookings), with no personal data", ok: one('Busy periods', array(S.BusyPeriod)), errors: [400] },
  { method: 'get', path: '/v1/bookingsnew/status', operationId: 'listBlockingBookings', tag: 'Catalogue', access: 'catalogue', scope: 'catalogue:read',
    summary: 'Bookings that make a car unavailable now (no personal data)', ok: one('Blocking bookings', array(S.BlockingBooking)) },
  // Cars (admin)
  { method: 'post', path: '/v1/cars', operationId: 'createCar', tag: 'Cars', access: 'admin', body: { kind: 'multipart', schema: S.requests.carForm },
    summary: 'Add a car', ok: { 201: { description: 'Added', schema: withMessage({ car: S.Car }) } } },
  { method: 'put', path: '/v1/cars/{id}', operationId: 'updateCar', tag: 'Cars', access: 'admin', body: { kind: 'multipart', schema: S.requests.carForm.partial() },
    summary: 'Change a car (image optional)', ok: one('Changed', withMessage({ car: S.Car })) },
  { method: 'delete', path: '/v1/cars/{id}', operationId: 'deleteCar', tag: 'Cars', access: 'admin', summary: 'Delete a car (409 while it has Pending or Accepted bookings that have not ended)',
    ok: one('Deleted', S.Message), errors: [409] },
  { method: 'post', path: '/v1/cars/reorder', operationId: 'reorderCars', tag: 'Cars', access: 'admin', body: { kind: 'json', schema: S.requests.reorder },
    summary: 'Save the catalogue order', ok: one('The catalogue in its new order', withMessage({ cars: array(S.Car) })) },
  // Register & Earn
  { method: 'post', path: '/v1/car/register', operationId: 'registerCar', tag: 'Register & Earn', access: 'public', body: { kind: 'multipart', schema: S.requests.registerCarForm },
    summary: 'An owner offers a car', ok: { 201: { description: 'Registered', schema: withMessage({ car: S.RegisteredCar }) } }, errors: [429] },
  { method: 'get', path: '/v1/car/cars', operationId: 'listRegisteredCars', tag: 'Register & Earn', access: 'admin', summary: 'The newest 1,000 registered cars (X-Total-Count)', ok: one('Registered cars', array(S.RegisteredCar)) },
  { method: 'delete', path: '/v1/car/delete/{id}', operationId: 'deleteRegisteredCar', tag: 'Register & Earn', access: 'admin', summary: 'Delete a registered car', ok: one('Deleted', S.Message) },
  // Sign-in
  { method: 'post', path: '/auth/send-email-otp', operationId: 'sendEmailOtp', tag: 'Sign-in', access: 'public', body: { kind: 'json', schema: S.requests.sendOtp },
    summary: 'Mail a 4-digit sign-in code', ok: one('Sent', S.Message), errors: [429] },
  { method: 'post', path: '/auth/verify-email-otp', operationId: 'verifyEmailOtp', tag: 'Sign-in', access: 'public', body: { kind: 'json', schema: S.requests.verifyOtp },
    summary: 'Verify the code: sign in (the first time creates the customer)', ok: one('Signed in', signedIn), errors: [429] },
  { method: 'post', path: '/auth/verify-signin-link', operationId: 'verifySignInLink', tag: 'Sign-in', access: 'public', body: { kind: 'json', schema: S.requests.signInLink },
    summary: "Sign in with the code mail's link instead of the code (once, within 10 minutes)", ok: one('Signed in', signedIn), errors: [429] },
  { method: 'post', path: '/auth/resend-email-otp', operationId: 'resendEmailOtp', tag: 'Sign-in', access: 'public', body: { kind: 'json', schema: S.requests.resendOtp },
    summary: 'A new code (at most every 30 s)', ok: one('Sent', S.Message), errors: [429] },
  { method: 'post', path: '/v1/admin/login', operationId: 'adminLogin', tag: 'Sign-in', access: 'public', body: { kind: 'json', schema: S.requests.login },
    summary: 'Admin sign-in', ok: one('The admin token', z.strictObject({ token: z.string() })), errors: [429] },
  { method: 'post', path: '/v1/admin/verify-token', operationId: 'verifyAdminToken', tag: 'Sign-in', access: 'admin', summary: 'Is the admin token still valid?',
    ok: one('Valid', z.strictObject({ valid: z.literal(true) })) },
  // Customers
  { method: 'put', path: '/user/auth/update-profile', operationId: 'updateProfile', tag: 'Customers', access: 'customer', body: { kind: 'multipart', schema: S.requests.profileForm },
    summary: "Update the signed-in customer's profile", ok: one('Updated', z.strictObject({ user: S.User })) },
  { method: 'get', path: '/user/all', operationId: 'listUsers', tag: 'Customers', access: 'admin', summary: 'The newest 1,000 customers (X-Total-Count)', ok: one('Customers', array(S.User)) },
  { method: 'delete', path: '/user/{id}', operationId: 'deleteUser', tag: 'Customers', access: 'admin', summary: 'Delete a customer with their bookings and notifications', ok: one('Deleted', S.Message) },
  { method: 'post', path: '/user/bulk-delete', operationId: 'deleteUsers', tag: 'Customers', access: 'admin', body: { kind: 'json', schema: S.requests.bulkDelete },
    summary: 'Delete several customers', ok: one('Deleted', withMessage({ deleted: z.number().int() })) },
  // Bookings
  { method: 'post', path: '/v1/bookingsnew/book', operationId: 'createBooking', tag: 'Bookings', access: 'customer', body: { kind: 'json', schema: S.BookingRequest },
    summary: 'Book a car (Pending until an admin decides)', ok: { 201: { description: 'Booked', schema: withMessage({ booking: S.Booking }) } }, errors: [404, 409] },
  { method: 'get', path: '/v1/bookingsnew/my', operationId: 'listMyBookings', tag: 'Bookings', access: 'customer', summary: "The signed-in customer's bookings",
    ok: one('Bookings', z.strictObject({ bookings: array(S.Booking) })) },
  { method: 'put', path: '/v1/bookingsnew/cancel/{id}', operationId: 'cancelBooking', tag: 'Bookings', access: 'customer', body: { kind: 'json', schema: S.requests.cancel },
    summary: 'Cancel an own Pending or Accepted booking', ok: one('Cancelled', S.Message), errors: [409] },
  { method: 'put', path: '/v1/bookingsnew/reschedule/{id}', operationId: 'rescheduleBooking', tag: 'Bookings', access: 'customer', body: { kind: 'json', schema: S.requests.reschedule },
    summary: 'Move an own Pending or Accepted booking (until 4 hours before its pick-up)', ok: one('Moved', withMessage({ booking: S.Booking })), errors: [409] },
  { method: 'get', path: '/v1/bookingsnew/all', operationId: 'listBookings', tag: 'Bookings', access: 'admin',
    query: z.object({ search: z.string().optional(), createdOn: z.string().optional(), status: z.string().optional() }),
    summary: 'The newest 1,000 bookings (X-Total-Count, X-Pending-Count)', ok: one('Bookings', array(S.Booking)), errors: [400] },
  { method: 'put', path: '/v1/bookingsnew/status/{id}', operationId: 'setBookingStatus', tag: 'Bookings', access: 'admin', body: { kind: 'json', schema: S.requests.bookingStatus },
    summary: 'Set Accepted, Rejected or Completed', ok: one('Changed', withMessage({ booking: S.Booking })), errors: [409] },
  { method: 'post', path: '/v1/bookings', operationId: 'createQuickBooking', tag: 'Bookings', access: 'customer', body: { kind: 'json', schema: S.requests.quickBooking },
    summary: 'Quick booking from the home page (5 per customer per day)', ok: { 201: { description: 'Booked', schema: S.QuickBooking } }, errors: [429] },
  // Notifications
  { method: 'get', path: '/v1/notifications/user', operationId: 'listMyNotifications', tag: 'Notifications', access: 'customer', summary: "The signed-in customer's notifications",
    ok: one('Notifications', array(S.Notification)) },
  { method: 'put', path: '/v1/notifications/mark-all-read', operationId: 'markAllNotificationsRead', tag: 'Notifications', access: 'customer', summary: 'Mark all read',
    ok: one('Marked', withMessage({ updated: z.number().int() })) },
  { method: 'delete', path: '/v1/notifications/clear-all', operationId: 'clearNotifications', tag: 'Notifications', access: 'customer', summary: 'Delete all',
    ok: one('Deleted', withMessage({ deleted: z.number().int() })) },
  { method: 'delete', path: '/v1/notifications/{id}', operationId: 'deleteNotification', tag: 'Notifications', access: 'customer', summary: 'Delete one', ok: one('Deleted', S.Message) },
  // Contacts
  { method: 'post', path: '/v1/contact/add', operationId: 'sendContactMessage', tag: 'Contact', access: 'public', body: { kind: 'json', schema: S.requests.contact },
    summary: 'Send a contact message', ok: { 201: { description: 'Sent', schema: S.Message } }, errors: [429] },
  { method: 'get', path: '/v1/contact/all', operationId: 'listContactMessages', tag: 'Contact', access: 'admin',
    query: z.object({ search: z.string().optional() }), summary: 'The newest 1,000 contact messages (X-Total-Count)', ok: one('Messages', array(S.ContactMessage)) },
  // Content
  { method: 'get', path: '/v1/blogs', operationId: 'listBlogs', tag: 'Content', access: 'public', summary: 'Blogs, newest first', ok: one('Blogs', array(S.Blog)) },
  { method: 'get', path: '/v1/blogs/{id}', operationId: 'getBlog', tag: 'Content', access: 'public', summary: 'One blog', ok: one('The blog', S.Blog) },
  { method: 'post', path: '/v1/blogs', operationId: 'createBlog', tag: 'Content', access: 'admin', body: { kind: 'multipart', schema: S.requests.blogForm },
    summary: 'Add a blog', ok: { 201: { description: 'Added', schema: S.Blog } } },
  { method: 'put', path: '/v1/blogs/{id}', operationId: 'updateBlog', tag: 'Content', access: 'admin', body: { kind: 'multipart', schema: S.requests.blogForm },
    summary: 'Change a blog (image optional)', ok: one('Changed', S.Blog) },
  { method: 'delete', path: '/v1/blogs/{id}', operationId: 'deleteBlog', tag: 'Content', access: 'admin', summary: 'Delete a blog', ok: one('Deleted', S.Message) },
  { method: 'get', path: '/offers', operationId: 'listOffers', tag: 'Content', access: 'public', summary: 'Offer banners', ok: one('Offers', array(S.Offer)) },
  { method: 'post', path: '/offers', operationId: 'addOffer', tag: 'Content', access: 'admin', body: { kind: 'multipart', schema: S.requests.imageForm },
    summary: 'Add an offer banner', ok: { 201: { description: 'Added', schema: S.Offer } } },
  { method: 'delete', path: '/offers/{id}', operationId: 'deleteOffer', tag: 'Content', access: 'admin', summary: 'Delete an offer banner', ok: one('Deleted', S.Message) },
  // Reviews
  { method: 'get', path: '/v1/reviews', operationId: 'listReviews', tag: 'Reviews', access: 'public',
    query: z.object({ status: z.enum(['Accepted', 'Pending', 'Rejected']).optional().openapi({ description: 'Accepted is public; the others need the admin token' }) }),
    summary: 'Reviews', ok: one('Reviews', array(S.Review)), errors: [400] },
  { method: 'post', path: '/v1/reviews', operationId: 'submitReview', tag: 'Reviews', access: 'public', body: { kind: 'json', schema: S.requests.review },
    summary: 'Write a review (Pending until accepted)', ok: { 201: { description: 'Submitted', schema: withMessage({ review: S.Review }) } }, errors: [429] },
  { method: 'put', path: '/v1/reviews/status/{id}', operationId: 'setReviewStatus', tag: 'Reviews', access: 'admin', body: { kind: 'json', schema: S.requests.reviewStatus },
    summary: 'Accept or reject a review', ok: one('Changed', withMessage({ review: S.Review })) },
  { method: 'put', path: '/v1/reviews/update/{id}', operationId: 'updateReview', tag: 'Reviews', access: 'admin', body: { kind: 'json', schema: S.requests.review },
    summary: 'Edit a review (rating clamped to 1..5)', ok: one('Changed', withMessage({ review: S.Review })) },
  { method: 'delete', path: '/v1/reviews/delete/{id}', operationId: 'deleteReview', tag: 'Reviews', access: 'admin', summary: 'Delete a review', ok: one('Deleted', S.Message) },
  // Invoices (issue 20): 'public' because the answer, not a guard, decides: the PDF to its customer or an admin token,
  // the same 404 to anyone else (anonymous included), so a number's existence never leaks. Numbers are URL-encoded (ID%2F26-27%2F000001).
  { method: 'get', path: '/v1/invoices/{number}', operationId: 'getInvoicePdf', tag: 'Invoices', access: 'public',
    summary: 'The tax invoice or bill of supply as a PDF (application/pdf), for its customer or staff', ok: file('The PDF', 'application/pdf'), errors: [404] },
  { method: 'get', path: '/v1/credit-notes/{number}', operationId: 'getCreditNotePdf', tag: 'Invoices', access: 'public',
    summary: 'A credit note as a PDF (application/pdf), for its customer or staff', ok: file('The PDF', 'application/pdf'), errors: [404] },
  // Integrations
  { method: 'post', path: '/v1/admin/api-keys', operationId: 'createApiKey', tag: 'Integrations', access: 'admin', body: { kind: 'json', schema: S.requests.apiKey },
    summary: 'Create a partner API key (the key is answered only here)', ok: { 201: { description: 'Created', schema: S.NewApiKey } } },
  { method: 'get', path: '/v1/admin/api-keys', operationId: 'listApiKeys', tag: 'Integrations', access: 'admin', summary: 'Partner API keys, newest first', ok: one('Keys', array(S.ApiKey)) },
  { method: 'delete', path: '/v1/admin/api-keys/{id}', operationId: 'revokeApiKey', tag: 'Integrations', access: 'admin', summary: 'Revoke a partner API key at once',
    ok: one('Revoked', withMessage({ apiKey: S.ApiKey })) },
  { method: 'post', path: '/v1/admin/webhooks', operationId: 'createWebhookEndpoint', tag: 'Integrations', access: 'admin', body: { kind: 'json', schema: S.requests.webhook },
    summary: 'Register a webhook endpoint (the signing secret is answered only here)', ok: { 201: { description: 'Registered', schema: S.NewWebhookEndpoint } } },
  { method: 'get', path: '/v1/admin/webhooks', operationId: 'listWebhookEndpoints', tag: 'Integrations', access: 'admin', summary: 'Webhook endpoints, newest first', ok: one('Endpoints', array(S.WebhookEndpoint)) },
  { method: 'delete', path: '/v1/admin/webhooks/{id}', operationId: 'deleteWebhookEndpoint', tag: 'Integrations', access: 'admin', summary: 'Delete a webhook endpoint and its delivery log', ok: one('Deleted', S.Message) },
  { method: 'post', path: '/v1/admin/webhooks/{id}/enable', operationId: 'enableWebhookEndpoint', tag: 'Integrations', access: 'admin', summary: 'Turn a disabled endpoint back on', ok: one('Enabled', S.WebhookEndpoint) },
  { method: 'post', path: '/v1/admin/webhooks/{id}/test', operationId: 'sendTestWebhook', tag: 'Integrations', access: 'admin', summary: 'Send a signed webhook.test event',
    ok: { 202: { description: 'Queued', schema: withMessage({ delivery: S.WebhookDelivery }) } } },
  { method: 'get', path: '/v1/admin/webhooks/{id}/deliveries', operationId: 'listWebhookDeliveries', tag: 'Integrations', access: 'admin', summary: "An endpoint's newest 50 deliveries", ok: one('Deliveries', array(S.WebhookDelivery)) },
  { method: 'get', path: '/v1/partner/bookings', operationId: 'listPartnerBookings', tag: 'Partners', access: 'partner', scope: 'bookings:read',
    query: z.object({ page: z.string().optional(), pageSize: z.string().optional(), status: z.string().optional() }),
    summary: 'Bookings made with this API key', ok: one('A page of bookings', z.strictObject({ bookings: array(S.PartnerBooking), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })), errors: [400] },
  { method: 'get', path: '/v1/partner/bookings/{id}', operationId: 'getPartnerBooking', tag: 'Partners', access: 'partner', scope: 'bookings:read', summary: 'One booking made with this API key', ok: one('The booking', S.PartnerBooking) },
  { method: 'post', path: '/v1/partner/bookings', operationId: 'createPartnerBooking', tag: 'Partners', access: 'partner', scope: 'bookings:write', body: { kind: 'json', schema: S.PartnerBookingRequest },
    summary: 'Book for a customer named by e-mail, name and phone', ok: { 201: { description: 'Booked', schema: withMessage({ booking: S.PartnerBooking }) } }, errors: [404, 409] },
];

/** Every status an operation can answer besides its successes. */
export function errorStatuses(op: Operation): number[] {
  const statuses = new Set(op.errors ?? []);
  // Any route answers 401 to an unknown or revoked API key and 403 to a key it does not open; guarded routes also to tokens.
  statuses.add(401).add(403);
  // Any route refuses hostile input (control characters, oversized text, bad encoding) in its query or body with 400.
  statuses.add(400);
  // Any route answers 503 while the database (or, for sign-in codes, the mail server) is unreachable.
  statuses.add(503);
  if (op.access === 'catalogue' || op.access === 'partner') statuses.add(429);
  if (op.body) statuses.add(413);
  // An id that is not a UUID is 404; one that is not even valid percent-encoding is 400.
  if (op.path.includes('{id}')) statuses.add(404);
  return [...statuses].sort();
}
