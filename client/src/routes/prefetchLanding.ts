// The screen a visitor lands on (its hash route) starts loading as soon as the app's code runs, in parallel with
// React building the header and footer, instead of when the route first renders: network round trips fewer
// before the first cars or blogs show on a phone. The same import() as the route's lazy() in AppRoutes, so each
// module is fetched once; the data is the screen's own first request, which the screen then takes over (the car
// listing's REST catalogue; Apollo deduplicates a query in flight, then answers from its cache). Home loads
// nothing extra: what is below its fold waits.
import type { DocumentNode } from 'graphql';
import { catalogueUrl, prefetchCatalogue } from './bookcar/catalogue';

interface Screen {
  path: RegExp;
  load: () => Promise<unknown>;
  /** The screen renders inside Apollo (it loads with the screen). */
  apollo?: boolean;
  /** The screen's first request. */
  data?: (search: URLSearchParams) => void;
  /** Or its first GraphQL query, when it takes no variables from the URL. */
  query?: () => Promise<DocumentNode>;
}

const SCREENS: Screen[] = [
  {
    path: /^\/services\/bookcar$/,
    load: () => import('./bookcar/BookCarPage'),
    // Today's catalogue; a link that carries a period is asked for by the listing itself.
    data: (search) => { if (!search.has('pickupDate')) prefetchCatalogue(catalogueUrl(null)); },
  },
  { path: /^\/blogs$/, load: () => import('./blogs/BlogsPage'), apollo: true, query: () => import('../components/blogs/blogsQuery').then((m) => m.blogsDocument) },
  { path: /^\/blogs\/[^/]+$/, load: () => import('./blogs/BlogDetailPage'), apollo: true },
  // Apollo loads with the contact form, after the page has painted.
  { path: /^\/contact$/, load: () => import('./contact/ContactPage') },
  { path: /^\/car-rental$/, load: () => import('./car-rental/CarRentalPage'), apollo: true },
  { path: /^\/faqs$/, load: () => import('./faqs/FaqsPage'), apollo: true },
];

export function prefetchLanding(hash: string): void {
  const [rawPath, rawSearch = ''] = hash.replace(/^#/, '').split('?');
  const path = rawPath.replace(/(.)\/$/, '$1');
  const screen = SCREENS.find((s) => s.path.test(path));
  if (!screen) return;
  screen.data?.(new URLSearchParams(rawSearch));
  if (screen.apollo) void import('../apollo/ApolloGate').catch(() => {});
  void screen.load().catch(() => {});
  if (!screen.query) return;
  void Promise.all([import('../apollo/instance'), screen.query()])
    .then(([{ getApollo }, document]) => getApollo().client.query({ query: document, variables: {} }))
    .catch(() => { /* the screen's own query reports it */ });
}
