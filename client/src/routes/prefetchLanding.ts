// The screen a visitor lands on (its hash route) starts loading as soon as the app's code runs, in parallel with
// React building the header and footer, instead of when the route first renders: network round trips fewer
// before the first cars or blogs show on a phone. The same import() as the route's lazy() in AppRoutes, so each
// module is fetched once; the car listing's and the blog list's first GET (lib/earlyFetch.ts) start here too, and
// the screen takes the answer over, and the pictures of their first cards (the page's largest paint) are preloaded
// with the answer. Home loads nothing extra: what is below its fold waits.
import { prefetchJson } from '../lib/earlyFetch';
import { PRIORITY_CARDS, cardPhotoRequest } from '../lib/cardPhoto';
import { type ImageRequest, preloadImage } from '../lib/preloadImage';
import { uploadUrl } from '../components/uploadUrl';

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
    // Today's catalogue; a link that carries a period is asked for by the listing itself. Unfiltered, the first
    // cards are the catalogue's first cars: their photos (the page's largest paint) are asked for with the answer.
    data: (search) => {
      if (search.has('pickupDate')) return;
      const cars = prefetchJson<{ image: string }[]>('/api/v1/cars');
      if (!search.get('search')?.trim()) preloadFirst(cars, PRIORITY_CARDS, (car) => cardPhotoRequest(car.image));
    },
  },
  {
    path: /^\/blogs$/,
    load: () => import('./blogs/BlogsPage'),
    // The first card's picture is the page's largest paint (components/blogs/BlogCard.tsx).
    data: () => preloadFirst(prefetchJson<{ image: string }[]>('/api/v1/blogs'), 1, (blog) => ({ href: uploadUrl(blog.image) })),
  },
  { path: /^\/blogs\/[^/]+$/, load: () => import('./blogs/BlogDetailPage'), apollo: true },
  // The form loads Apollo when it is sent (apollo/onDemandMutation.ts).
  { path: /^\/contact$/, load: () => import('./contact/ContactPage') },
  { path: /^\/car-rental$/, load: () => import('./car-rental/CarRentalPage'), apollo: true },
  { path: /^\/faqs$/, load: () => import('./faqs/FaqsPage'), apollo: true },
];

/** Once the early list is in, preloads the pictures of its first `count` rows (a failed list preloads nothing). */
function preloadFirst<T>(list: Promise<T[]>, count: number, request: (row: T) => ImageRequest): void {
  list.then((rows) => rows.slice(0, count).forEach((row) => preloadImage(request(row)))).catch(() => {});
}

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
