/*
 * Route names of docs/rules/product.md §2 "Top navigation", and the screens of this issue. Links
 * are built by name with routePath(); a path lives only here. Routes of later issues are named
 * already, and the catch-all not-found page answers them until their issue adds the screen.
 */
export const routes = {
  Dashboard: '/',
  AdsCreate: '/listings/create',
  Ads: '/listings/:categoryConst',
  AdForm: '/listings/:categoryConst',
  'listings.create-in-category': '/listings/:categoryConst/create',
  'listings.delete-confirm': '/listings/delete-confirm',
  'listing.form': '/listing/:categoryConst/:id/:stepSlug?',
  'listing.calendar': '/listing/:categoryConst/:id/calendar',
  /** A listing's scheduled messages (issue #28 item 4). */
  'listing.messages': '/listing/:categoryConst/:id/messages',
  /** Editing the host's manual reservation of a listing (from its calendar). */
  'listing.reservation': '/listing/:categoryConst/:id/reservation/:reservationId',
  'listing.verify': '/listing/verify-listing',
  'ads-list': '/ads-list/:categoryConst',
  'government-id': '/government-id',
  'delete-account': '/delete-account',
  /** The public page of a listing (built with the public site); the form's preview opens it. */
  'ads.show': '/ads/:id',
  /** The public search (no login): `?city=&check_in=&check_out=&guests=&page=`. */
  search: '/search',
  'user-settings': '/user-settings',
  'user-settings.account': '/user-settings/account',
  'user-settings.change-password': '/user-settings/change-password',
  'user-settings.payouts': '/user-settings/payouts',
  'user-settings.notifications': '/user-settings/notifications',
  /** Every listing of the host in one calendar (issue #27). */
  'multi-calendar': '/calendar',
  insights: '/insights',
  /** The host's monthly tourist tax report (issue #30). */
  'tourist-tax': '/tourist-tax',
  reservations: '/reservations',
  'reservation.show': '/reservations/:id',
  inquiries: '/inquiries',
  'inquiry.show': '/inquiry/:id',
  'activity-log': '/activity-log',
  /** The host's payouts (issue #29), beside the payout methods of the settings. */
  payouts: '/payouts',
  /** Messages between host and guest (issue #28); `:id` opens one conversation. */
  inbox: '/inbox',
  'inbox.conversation': '/inbox/:id',
  'my-travel.reservations': '/my-travel/reservations',
  'my-travel.inquiries': '/my-travel/inquiries',
  login: '/login',
  register: '/register',
  'reset-password': '/reset-password',
  'email.verify': '/email/verify/:id/:hash',
  /** The link mailed to a new address of an account (issue #23 item 4). */
  'email.change': '/email/change/:id/:hash',
  'logout-redirect': '/logout-redirect',
  /** Social login's return from Google or Apple (and the app wrapper's): `?code=&state=` or `&data=`. */
  'auth.callback': '/auth/:provider/callback',
  'page-not-found': '/page-do-not-exists',
  /** Operators (role Admin) only; everybody else gets the not-found page (issue 7). */
  tv: '/tv',
  'tv.double': '/tv/double',
  'tv.advance-payment': '/tv/advance-payment',
  'tv.unresolved-inquiries': '/tv/unresolved-inquiries',
  admin: '/admin',
  'admin.insights': '/admin/insights',
  'admin.listings': '/admin/listings',
  'admin.inquiries': '/admin/inquiries',
  'admin.advance-payments': '/admin/advance-payments',
  'admin.requests': '/admin/requests',
  'admin.users': '/admin/users',
  'admin.government-ids': '/admin/government-ids',
  'admin.account-deletions': '/admin/account-deletions',
  'admin.reported-conversations': '/admin/reported-conversations',
} as const;

type RouteName = keyof typeof routes;

/** Every `:name` of a path; an optional one keeps its `?` (`stepSlug?`). */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Query = Record<string, string | number | null | undefined>;
type Value = string | number;
type Names<N extends RouteName> = ParamNames<(typeof routes)[N]>;
type OptionalName<T> = T extends `${infer Name}?` ? Name : never;
type Params<N extends RouteName> = Record<Exclude<Names<N>, `${string}?`>, Value> &
  Partial<Record<OptionalName<Names<N>>, Value | null>>;
type PathArgs<N extends RouteName> = N extends RouteName
  ? [ParamNames<(typeof routes)[N]>] extends [never]
    ? [params?: Record<string, never>, query?: Query]
    : [params: Params<N>, query?: Query]
  : never;

/** Names whose path has no parameters (menus and tabs link to these). */
export type StaticRouteName = {
  [N in RouteName]: [ParamNames<(typeof routes)[N]>] extends [never] ? N : never;
}[RouteName];

/** The query value that opens a settings tab as an admin looking at a user; carried on tabs. */
export const VIEW_AS_ADMIN_PARAM = 'viewAsAdmin';
/**
 * The Apple sign-in token of the mobile wrapper; a guard carries it to /login
 * (docs/rules/product.md §2).
 */
const APPLE_TOKEN_PARAM = 'apple_token';
/** Where a guard sends a person back to after login. */
export const REDIRECT_PARAM = 'redirect';

export function routePath<N extends RouteName>(name: N, ...[params, query]: PathArgs<N>): string {
  const values: Record<string, Value | null | undefined> = params ?? {};
  const path = routes[name].replace(/\/:(\w+)(\?)?/g, (_, key: string, optional?: string) => {
    const value = values[key];
    if (value === undefined || value === null || value === '') {
      if (optional) return '';
      throw new Error(`routePath(${name}): missing :${key}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Only a path on this site: `/x`, never `//host` or `/\host` or `https://…` (no open redirect). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}

/** The login page for a protected URL opened without a token: `/login?redirect=<path>`. */
export function loginPathFor(url: URL): string {
  const appleToken = url.searchParams.get(APPLE_TOKEN_PARAM);
  const rest = new URLSearchParams(url.search);
  rest.delete(APPLE_TOKEN_PARAM);
  const search = rest.toString();
  return routePath('login', undefined, {
    [REDIRECT_PARAM]: `${url.pathname}${search ? `?${search}` : ''}${url.hash}`,
    [APPLE_TOKEN_PARAM]: appleToken,
  });
}

/** Where a login lands: the server's redirect_url, else the guard's `redirect`, else account settings. */
export function afterLoginTarget(
  redirectUrl: string | undefined,
  redirectParam: string | null,
  origin: string = window.location.origin,
): { path: string } | { href: string } {
  if (redirectUrl) {
    const relative = safeRedirect(redirectUrl);
    if (relative) return { path: relative };
    try {
      const url = new URL(redirectUrl);
      if (url.origin === origin) return { path: `${url.pathname}${url.search}${url.hash}` };
      if (url.protocol === 'https:' || url.protocol === 'http:') return { href: url.href };
    } catch {
      // Not a URL: fall through to the defaults.
    }
  }
  return { path: safeRedirect(redirectParam) ?? routePath('user-settings.account') };
}
