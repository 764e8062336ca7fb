/**
 * The OpenAPI 3.1 description of the REST compatibility layer (SPEC.md section 7), served at /api/openapi.json.
 * A test walks the Express routers and fails when a route is missing here.
 */
type Access = 'public' | 'customer' | 'admin' | 'partner';
type Body = 'json' | 'multipart' | 'none';

interface RouteDoc { method: 'get' | 'post' | 'put' | 'delete'; path: string; summary: string; access: Access; body?: Body; fields?: string[]; answers: string }

export const REST_ROUTES: RouteDoc[] = [
  { method: 'get', path: '/v1/cars', summary: 'The car catalogue sorted by order (ETag; 304 when unchanged). With all four of pickupDate, pickupTime, dropDate, dropTime (yyyy-MM-dd, HH:mm, city time) isBooked is judged for that period and each car carries nextFreeAt (ISO 8601 or null); 400 when incomplete or invalid', access: 'public', answers: 'array of Car' },
  { method: 'get', path: '/v1/cars/{id}/availability', summary: "A car's busy periods (Accepted bookings) for days (default 60, at most 120) from `from` (yyyy-MM-dd, default today); no personal data", access: 'public', answers: 'array of { pickupDate, pickupTime, dropDate, dropTime }' },
  { method: 'get', path: '/v1/cars/{id}', summary: 'One car', access: 'public', answers: 'Car' },
  { method: 'post', path: '/v1/cars', summary: 'Add a car', access: 'admin', body: 'multipart', fields: ['name', 'price', 'fuel', 'seat', 'extrafare', 'cartype', 'cooling', 'selfdrive', 'clock', 'offer', 'location', 'image'], answers: '201 { message, car }' },
  { method: 'put', path: '/v1/cars/{id}', summary: 'Change a car (image optional)', access: 'admin', body: 'multipart', fields: ['name', 'price', 'fuel', 'seat', 'extrafare', 'cartype', 'cooling', 'selfdrive', 'clock', 'offer', 'location', 'image'], answers: '{ message, car }' },
  { method: 'delete', path: '/v1/cars/{id}', summary: 'Delete a car (409 while it has Pending or Accepted bookings that have not ended)', access: 'admin', answers: '{ message }' },
  { method: 'post', path: '/v1/cars/reorder', summary: 'Save the catalogue order', access: 'admin', body: 'json', fields: ['[{ _id, order }]'], answers: '{ message, cars }' },
  { method: 'post', path: '/v1/car/register', summary: 'Register & Earn: an owner offers a car', access: 'public', body: 'multipart', fields: ['carName', 'model', 'numberPlate', 'fuelType', 'seats', 'clientName', 'phone', 'email', 'image'], answers: '201 { message, car }' },
  { method: 'get', path: '/v1/car/cars', summary: 'Registered cars, newest first', access: 'admin', answers: 'array of RegisteredCar' },
  { method: 'delete', path: '/v1/car/delete/{id}', summary: 'Delete a registered car', access: 'admin', answers: '{ message }' },
  { method: 'post', path: '/auth/send-email-otp', summary: 'Mail a 4-digit sign-in code', access: 'public', body: 'json', fields: ['email', 'name', 'phone'], answers: '{ message }' },
  { method: 'post', path: '/auth/verify-email-otp', summary: 'Verify the code: sign in (the first time creates the customer)', access: 'public', body: 'json', fields: ['email', 'otp'], answers: '{ token, user }' },
  { method: 'post', path: '/auth/resend-email-otp', summary: 'A new code (at most every 30 s)', access: 'public', body: 'json', fields: ['email'], answers: '{ message }' },
  { method: 'put', path: '/user/auth/update-profile', summary: 'Update the signed-in customer\'s profile', access: 'customer', body: 'multipart', fields: ['name', 'email (ignored)', 'address', 'dob', 'gender', 'profilePic'], answers: '{ user }' },
  { method: 'get', path: '/user/all', summary: 'All customers', access: 'admin', answers: 'array of User' },
  { method: 'delete', path: '/user/{id}', summary: 'Delete a customer with their bookings and notifications', access: 'admin', answers: '{ message }' },
  { method: 'post', path: '/user/bulk-delete', summary: 'Delete several customers', access: 'admin', body: 'json', fields: ['ids'], answers: '{ message, deleted }' },
  { method: 'post', path: '/v1/admin/login', summary: 'Admin sign-in', access: 'public', body: 'json', fields: ['email', 'password'], answers: '{ token }' },
  { method: 'post', path: '/v1/admin/verify-token', summary: 'Is the admin token still valid?', access: 'admin', answers: '{ valid: true } or 401' },
  { method: 'post', path: '/v1/bookingsnew/book', summary: 'Book a car (Pending until an admin decides; 409 when an Accepted booking of the car overlaps; the booking carries its quoted amount)', access: 'customer', body: 'json', fields: ['name', 'phone', 'license', 'pickupDate', 'pickupTime', 'dropDate', 'dropTime', 'bookFor', 'carId'], answers: '201 { message, booking }' },
  { method: 'get', path: '/v1/bookingsnew/status', summary: 'Bookings that make a car unavailable now (no personal data)', access: 'public', answers: 'array of { _id, status, carId: { _id } }' },
  { method: 'get', path: '/v1/bookingsnew/my', summary: 'The signed-in customer\'s bookings', access: 'customer', answers: '{ bookings }' },
  { method: 'put', path: '/v1/bookingsnew/cancel/{id}', summary: 'Cancel an own Pending or Accepted booking', access: 'customer', body: 'json', fields: ['reason'], answers: '{ message }' },
  { method: 'get', path: '/v1/bookingsnew/all', summary: 'All bookings, newest first (?search=&createdOn=&status=)', access: 'admin', answers: 'array of Booking' },
  { method: 'put', path: '/v1/bookingsnew/reschedule/{id}', summary: 'Move your own Pending or Accepted booking to a new period until 4 hours before its pick-up; re-quotes the amount; 409 on a clash with an Accepted booking or inside 4 hours', access: 'customer', body: 'json', fields: ['pickupDate', 'pickupTime', 'dropDate', 'dropTime'], answers: '{ message, booking }' },
  { method: 'put', path: '/v1/bookingsnew/status/{id}', summary: 'Set Accepted, Rejected or Completed', access: 'admin', body: 'json', fields: ['status'], answers: '{ message, booking }' },
  { method: 'post', path: '/v1/bookings', summary: 'Quick booking from the home page', access: 'customer', body: 'json', fields: ['fromCity', 'toCity', 'bookAt', 'carName', 'mobile', 'pickDate', 'pickTime', 'dropDate', 'dropTime'], answers: '201 QuickBooking' },
  { method: 'get', path: '/v1/notifications/user', summary: 'The signed-in customer\'s notifications', access: 'customer', answers: 'array of Notification' },
  { method: 'put', path: '/v1/notifications/mark-all-read', summary: 'Mark all read', access: 'customer', answers: '{ message, updated }' },
  { method: 'delete', path: '/v1/notifications/clear-all', summary: 'Delete all', access: 'customer', answers: '{ message, deleted }' },
  { method: 'delete', path: '/v1/notifications/{id}', summary: 'Delete one', access: 'customer', answers: '{ message }' },
  { method: 'post', path: '/v1/contact/add', summary: 'Send a contact message', access: 'public', body: 'json', fields: ['name', 'email', 'phone', 'message'], answers: '{ message }' },
  { method: 'get', path: '/v1/contact/all', summary: 'Contact messages, newest first', access: 'admin', answers: 'array of ContactMessage' },
  { method: 'get', path: '/v1/blogs', summary: 'Blogs, newest first', access: 'public', answers: 'array of Blog' },
  { method: 'get', path: '/v1/blogs/{id}', summary: 'One blog', access: 'public', answers: 'Blog' },
  { method: 'post', path: '/v1/blogs', summary: 'Add a blog', access: 'admin', body: 'multipart', fields: ['heading', 'content', 'image'], answers: '{ message, blog }' },
  { method: 'put', path: '/v1/blogs/{id}', summary: 'Change a blog (image optional)', access: 'admin', body: 'multipart', fields: ['heading', 'content', 'image'], answers: '{ message, blog }' },
  { method: 'delete', path: '/v1/blogs/{id}', summary: 'Delete a blog', access: 'admin', answers: '{ message }' },
  { method: 'get', path: '/offers', summary: 'Offer banners', access: 'public', answers: 'array of { _id, imageUrl }' },
  { method: 'post', path: '/offers', summary: 'Add an offer banner', access: 'admin', body: 'multipart', fields: ['image'], answers: '{ message, offer }' },
  { method: 'delete', path: '/offers/{id}', summary: 'Delete an offer banner', access: 'admin', answers: '{ message }' },
  { method: 'get', path: '/v1/reviews', summary: 'Reviews (?status=Accepted is public; other statuses need the admin token)', access: 'public', answers: 'array of Review' },
  { method: 'post', path: '/v1/reviews', summary: 'Write a review (Pending until accepted)', access: 'public', body: 'json', fields: ['name', 'rating', 'message'], answers: '{ message, review }' },
  { method: 'put', path: '/v1/reviews/status/{id}', summary: 'Accept or reject a review', access: 'admin', body: 'json', fields: ['status'], answers: '{ message, review }' },
  { method: 'put', path: '/v1/reviews/update/{id}', summary: 'Edit a review (rating clamped to 1..5)', access: 'admin', body: 'json', fields: ['name', 'rating', 'message'], answers: '{ message, review }' },
  { method: 'delete', path: '/v1/reviews/delete/{id}', summary: 'Delete a review', access: 'admin', answers: '{ message }' },
  { method: 'post', path: '/v1/admin/api-keys', summary: 'Create a partner API key (the key is answered only here)', access: 'admin', body: 'json', fields: ['name', 'scopes'], answers: '201 { _id, key, name, scopes, prefix, createdAt, lastUsedAt, revokedAt }' },
  { method: 'get', path: '/v1/admin/api-keys', summary: 'Partner API keys, newest first', access: 'admin', answers: 'array of ApiKey' },
  { method: 'delete', path: '/v1/admin/api-keys/{id}', summary: 'Revoke a partner API key at once', access: 'admin', answers: '{ message, apiKey }' },
  { method: 'post', path: '/v1/admin/webhooks', summary: 'Register a webhook endpoint (the signing secret is answered only here)', access: 'admin', body: 'json', fields: ['url', 'events'], answers: '201 { _id, secret, url, events, createdAt, disabledAt, disabledReason }' },
  { method: 'get', path: '/v1/admin/webhooks', summary: 'Webhook endpoints, newest first', access: 'admin', answers: 'array of WebhookEndpoint' },
  { method: 'delete', path: '/v1/admin/webhooks/{id}', summary: 'Delete a webhook endpoint and its delivery log', access: 'admin', answers: '{ message }' },
  { method: 'post', path: '/v1/admin/webhooks/{id}/enable', summary: 'Turn a disabled endpoint back on', access: 'admin', answers: 'WebhookEndpoint' },
  { method: 'post', path: '/v1/admin/webhooks/{id}/test', summary: 'Send a signed webhook.test event', access: 'admin', answers: '202 { message, delivery }' },
  { method: 'get', path: '/v1/admin/webhooks/{id}/deliveries', summary: "An endpoint's newest 50 deliveries", access: 'admin', answers: 'array of WebhookDelivery' },
  { method: 'get', path: '/v1/partner/bookings', summary: 'Bookings made with this API key (scope bookings:read)', access: 'partner', answers: '{ bookings, total, page, pageSize }' },
  { method: 'get', path: '/v1/partner/bookings/{id}', summary: 'One booking made with this API key (scope bookings:read)', access: 'partner', answers: 'PartnerBooking' },
  { method: 'post', path: '/v1/partner/bookings', summary: 'Book for a customer named by email, name and phone (scope bookings:write)', access: 'partner', body: 'json', fields: ['email', 'name', 'phone', 'license', 'pickupDate', 'pickupTime', 'dropDate', 'dropTime', 'bookFor', 'carId'], answers: '201 { message, booking }' },
];

const ERRORS: Record<string, string> = {
  400: 'Bad input', 401: 'No, expired or invalid token', 403: 'Wrong role or not the owner', 404: 'Not found',
  409: 'Conflict (overlapping booking, forbidden transition)', 413: 'Too large', 429: 'Rate limited',
};

export function openApiDocument(siteName: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of REST_ROUTES) {
    const params = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }));
    const body = route.body && route.body !== 'none' ? {
      requestBody: {
        content: { [route.body === 'json' ? 'application/json' : 'multipart/form-data']: { schema: { type: route.fields?.[0]?.startsWith('[') ? 'array' : 'object', description: (route.fields ?? []).join(', ') } } },
      },
    } : {};
    paths[`/api${route.path}`] ??= {};
    paths[`/api${route.path}`][route.method] = {
      summary: route.summary,
      ...(route.access === 'public' ? { security: [] } : { security: [{ bearer: [] }], 'x-role': route.access }),
      ...(params.length ? { parameters: params } : {}),
      ...body,
      responses: {
        [route.answers.startsWith('201') ? '201' : '200']: { description: route.answers, content: { 'application/json': {} } },
        ...Object.fromEntries(Object.entries(ERRORS).map(([status, description]) => [status, { $ref: `#/components/responses/E${status}`, description }])),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: `${siteName} REST API`, version: '1.0.0', description: 'The REST compatibility layer for legacy clients. Documents carry `_id`; errors are `{ "message" }`. New integrations should prefer GraphQL at /graphql.' },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      responses: Object.fromEntries(Object.entries(ERRORS).map(([status, description]) => [`E${status}`, {
        description, content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } } },
      }])),
    },
  };
}
