import type { EarlyRequest, EarlySent } from '../lib/early-requests';

/*
 * The early script's work (early-start.ts, its own entry of about 1 KB compressed; issue #9): before
 * the panel's main script has downloaded, it sends the GETs that the route loaders of this page
 * will ask for (route-prefetch.ts, admin-guard.ts), with the headers apiRequest would send, and
 * leaves them to apiRequest (lib/early-requests.ts). It imports nothing of the panel, so what it
 * knows is copied here: the paths of app/routes.tsx, the API paths of the contracts, the token and
 * language of lib/session.ts and lib/i18n.tsx, the calendar's first window
 * (features/calendar/utils/calendar-window.ts). early-requests.test.ts runs the real loaders for
 * every route and fails when the two disagree.
 */

type Work = 'me' | 'panel' | 'dashboard' | 'listing' | 'calendar';

/** Route paths (lib/route-names.ts) → the loaders' requests; the first match counts. */
const ROUTES: [string, Work[]][] = [
  ['/', ['panel', 'dashboard']],
  ['/ads/:id', ['listing']],
  ['/listing/:c/:id/calendar', ['panel', 'calendar']],
  // Not the panel: the listing type's choice (outranks `/listings/:c`).
  ['/listings/create', []],
  ...['/tv', '/tv/double', '/tv/advance-payment', '/tv/unresolved-inquiries'].map(
    (path): [string, Work[]] => [path, ['me']],
  ),
  ...[
    '/listings/:c',
    '/listings/:c/create',
    '/listing/verify-listing',
    '/listing/:c/:id/:step?',
    '/listing/:c/:id/reservation/:r',
    '/ads-list/:c',
    '/calendar',
    '/reservations',
    '/reservations/:id',
    '/inquiries',
    '/inquiry/:id',
    '/insights',
    '/payouts',
    '/tourist-tax',
    '/my-travel/reservations',
    '/my-travel/inquiries',
    '/activity-log',
    '/inbox',
    '/inbox/:id',
    '/government-id',
    '/delete-account',
    '/user-settings',
    '/user-settings/:tab',
    '/admin',
    '/admin/:list',
  ].map((path): [string, Work[]] => [path, ['panel']]),
];

/** `/a/:b/:c?` → a regular expression; React Router ignores case and a trailing slash. */
function pattern(path: string): RegExp {
  const segments = path.split('/').filter(Boolean);
  const source = segments
    .map((s) => {
      if (s === ':id') return '/(?<id>[^/]+)';
      if (s.startsWith(':')) return s.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${s}`;
    })
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

/** The route's work and its `:id` when it is one (route-prefetch.ts `idParam`). */
function earlyWork(pathname: string): { work: Work[]; id: number | null } {
  for (const [path, work] of ROUTES) {
    const match = pattern(path).exec(pathname);
    if (!match) continue;
    const id = match.groups?.id ?? '';
    return { work, id: /^\d{1,15}$/.test(id) ? Number(id) : null };
  }
  return { work: [], id: null };
}

function stored(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

const isLocale = (value: unknown): value is string =>
  value === 'sr' || value === 'sr-Cyrl' || value === 'en';

/** The calendar's first window: today's month in the listing's zone and 12 months after it. */
function calendarDaysQuery(now: number): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Belgrade',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const [year, month] = [part('year'), part('month')];
  const days = (Date.UTC(year, month + 12, 1) - Date.UTC(year, month - 1, 1)) / 86_400_000;
  return `start=${year}-${String(month).padStart(2, '0')}-01&days=${days}`;
}

/** Sends this page's early requests and leaves them on `globalThis.__gazdaEarlyRequests`. */
export function startEarlyRequests(): void {
  const rawToken = stored('access_token');
  const token = typeof rawToken === 'string' && rawToken ? rawToken : null;
  const urlLang = new URLSearchParams(location.search).get('lang');
  const fromUrl = isLocale(urlLang) ? urlLang : null;
  const storedLang = stored('lang');
  const lang = fromUrl ?? (isLocale(storedLang) ? storedLang : 'sr');
  const route = earlyWork(location.pathname);
  const { id } = route;
  const requests: EarlyRequest[] = [];
  globalThis.__gazdaEarlyRequests = requests;

  const send = (url: string, language = lang): Promise<EarlySent> => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'App-Language': language,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    return fetch(url, { method: 'GET', headers }).then((response) => ({
      token,
      lang: language,
      response,
    }));
  };
  const add = (url: string, sent: Promise<EarlySent | null>) => {
    sent.catch(() => undefined);
    requests.push({ url, at: performance.now(), sent });
    return sent;
  };
  const get = (url: string) => add(url, send(url));

  // The panel's routes need a token (guards.ts); without one they go to /login.
  const signedIn = token !== null;
  const work = signedIn ? route.work : route.work.filter((w) => w === 'listing');
  const me = work.some((w) => w !== 'listing') ? get('/api/me') : null;
  if (work.includes('panel')) get('/api/panel/ads/categories?with_user_count=1');
  if (me && work.includes('dashboard')) {
    // As the loader does: a host's day and summary only, in the language `me` makes the panel's
    // (adoptUserLocale: the user's saved one, unless `?lang` chose another).
    const hostLang = me.then(async (sent) => {
      if (!sent?.response.ok) return null;
      const { data } = (await sent.response.clone().json()) as {
        data?: { apartmentCount?: number; settings?: { lang?: unknown } };
      };
      const userLang = data?.settings?.lang;
      if (!((data?.apartmentCount ?? 0) > 0) || !isLocale(userLang)) return null;
      return fromUrl ?? userLang;
    });
    for (const url of ['/api/dashboard/today', '/api/dashboard'])
      add(
        url,
        hostLang.then((language) => (language ? send(url, language) : null)),
      );
  }
  if (id !== null && work.includes('listing')) get(`/api/public/ads/${id}`);
  if (id !== null && work.includes('calendar')) {
    get(`/api/calendar/init-data/${id}`);
    get(`/api/calendar/${id}?${calendarDaysQuery(Date.now())}`);
  }
}
