// The screen a visitor lands on (its hash route) starts loading as soon as the app's code runs, in parallel with
// React building the header and footer, instead of when the route first renders: network round trips fewer
// before the first cars or blogs show on a phone. The same import() as the route's lazy() in AppRoutes, so each
// module is fetched once; the query is the screen's own, so Apollo answers the screen from this one request
// (deduplicated in flight, then from its cache). Home loads nothing extra: what is below its fold waits.
import type { DocumentNode } from 'graphql';

interface Screen {
  path: RegExp;
  load: () => Promise<unknown>;
  /** The screen's first query, when it takes no variables from the URL. */
  query?: (search: URLSearchParams) => Promise<DocumentNode> | null;
}

const SCREENS: Screen[] = [
  {
    path: /^\/services\/bookcar$/,
    load: () => import('./bookcar/BookCarPage'),
    // A period in the link changes the query's variables: the screen asks for itself then.
    query: (search) => (search.has('pickupDate') ? null : import('./bookcar/carsQuery').then((m) => m.bookCarCarsDocument)),
  },
  { path: /^\/blogs$/, load: () => import('./blogs/BlogsPage'), query: () => import('../components/blogs/blogsQuery').then((m) => m.blogsDocument) },
  { path: /^\/blogs\/[^/]+$/, load: () => import('./blogs/BlogDetailPage') },
  { path: /^\/contact$/, load: () => import('./contact/ContactPage') },
  { path: /^\/car-rental$/, load: () => import('./car-rental/CarRentalPage') },
  { path: /^\/faqs$/, load: () => import('./faqs/FaqsPage') },
];

export function prefetchLanding(hash: string): void {
  const [rawPath, rawSearch = ''] = hash.replace(/^#/, '').split('?');
  const path = rawPath.replace(/(.)\/$/, '$1');
  const screen = SCREENS.find((s) => s.path.test(path));
  if (!screen) return;
  // Every one of these screens queries the server: Apollo too.
  void import('../apollo/ApolloGate').catch(() => {});
  void screen.load().catch(() => {});
  const query = screen.query?.(new URLSearchParams(rawSearch));
  if (!query) return;
  void Promise.all([import('../apollo/instance'), query])
    .then(([{ getApollo }, document]) => getApollo().client.query({ query: document, variables: {} }))
    .catch(() => { /* the screen's own query reports it */ });
}
