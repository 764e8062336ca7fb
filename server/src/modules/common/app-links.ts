/**
 * A link into the site for a mail: PUBLIC_URL and the app's route after `/#`, as the app routes (a hash router) and
 * as the service worker serves it, so `/#/bookings` opens My Bookings where `/bookings` opened the home page
 * (issue 32). Null without PUBLIC_URL: a mail then names the place in words instead.
 */
export function appLink(publicUrl: string | null, route: `/${string}`): string | null {
  return publicUrl ? `${publicUrl}/#${route}` : null;
}
