// The screen a visitor lands on (its hash route) starts loading as soon as the app's code runs, in parallel with
// React building the header and footer, instead of when the route first renders: network round trips fewer
// before the first cars or blogs show on a phone. The same import() as the route's lazy() in AppRoutes, so each
// module is fetched once; the car listing's and the blog list's first GET (lib/earlyFetch.ts) start here too, and
// the screen takes the answer over. Home loads nothing extra: what is below its fold waits.
import { prefetchJson } from '../lib/earlyFetch';

interface Screen {
  path: RegExp;
  load: () => Promise<unknown>;
  /** The screen renders inside Apollo (it loads with the screen). */
  apollo?: boolean;
  /** Starts the screen's first request. */
  data?: (search: URLSearchParams) => void;
}

const SCREENS: Screen[] = [
  {
    path: /^\/services\/bookcar$/,
    load: () => import('./bookcar/BookCarPage'),
    // Today's catalogue; a link that carries a period is asked for by the listing itself.
    data: (search) => {
      if (!search.has('pickupDate')) prefetchJson('/api/v1/cars');
    },
  },
  { path: /^\/blogs$/, load: () => import('./blogs/BlogsPage'), data: () => prefetchJson('/api/v1/blogs') },
  { path: /^\/blogs\/[^/]+$/, load: () => import('./blogs/BlogDetailPage'), apollo: true },
  // The form loads Apollo when it is sent (apollo/onDemandMutation.ts).
  { path: /^\/contact$/, load: () => import('./contact/ContactPage') },
  { path: /^\/car-rental$/, load: () => import('./car-rental/CarRentalPage'), apollo: true },
  { path: /^\/faqs$/, load: () => import('./faqs/FaqsPage'), apollo: true },
];

/** Starts the landing screen's loads; answers when its chunk is in (undefined for home and screens not listed). */
export function prefetchLanding(hash: string): Promise<unknown> | undefined {
  const [rawPath, rawSearch = ''] = hash.replace(/^#/, '').split('?');
  const path = rawPath.replace(/(.)\/$/, '$1');
  const screen = SCREENS.find((s) => s.path.test(path));
  if (!screen) return undefined;
  screen.data?.(new URLSearchParams(rawSearch));
  if (screen.apollo) void import('../apollo/ApolloGate').catch(() => {});
  return screen.load().catch(() => {});
}
