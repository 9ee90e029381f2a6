import { contentLocale, type Locale } from '@gazda/i18n/locales';
import { PUBLIC_SITE_URL } from '../../lib/public-site';

/*
 * Addresses the dashboard links to. Each can be set at build time (VITE_*) for another
 * environment; the defaults are stand-ins until then (apps/web/src/features/dashboard/README.md).
 */
function env(name: string): string | undefined {
  const value: unknown = import.meta.env[name];
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * The "how Gazda works" video on YouTube, embedded from youtube-nocookie.com (allowed by the CSP).
 * The default is a placeholder until the real video's id is set with VITE_DASHBOARD_VIDEO_ID.
 */
const DASHBOARD_VIDEO_ID = env('VITE_DASHBOARD_VIDEO_ID') ?? 'gazda-howto';

export function videoEmbedUrl(locale: Locale): string {
  const params = new URLSearchParams({ autoplay: '1', rel: '0', hl: locale });
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(DASHBOARD_VIDEO_ID)}?${params}`;
}

/** The app's store pages; until they are set, the stores' search for "Gazda". */
export const APP_STORE_URL =
  env('VITE_APP_STORE_URL') ?? 'https://apps.apple.com/rs/search?term=Gazda';
export const PLAY_STORE_URL =
  env('VITE_PLAY_STORE_URL') ?? 'https://play.google.com/store/search?q=Gazda&c=apps';

type Survey = 'guest' | 'host';

/** The surveys live on the public site, in the panel's language. */
export function surveyUrl(survey: Survey, locale: Locale): string {
  const paths: Record<'sr' | 'en', Record<Survey, string>> = {
    sr: { guest: '/sr/anketa/gosti', host: '/sr/anketa/domacini' },
    en: { guest: '/en/survey/guests', host: '/en/survey/hosts' },
  };
  return `${PUBLIC_SITE_URL}${paths[contentLocale(locale)][survey]}`;
}
