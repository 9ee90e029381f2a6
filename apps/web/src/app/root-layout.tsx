import { isLocale } from '@gazda/i18n/locales';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useSearchParams } from 'react-router';
import { LANG_PARAM } from '../lib/i18n';
import { LoadingBar } from './loading-bar';

const UrlLanguage = lazy(() => import('./url-language').then((m) => ({ default: m.UrlLanguage })));

/** Above every screen: the loading bar, `?lang`, scroll restoration. Kept tiny: it is in /login's bundle. */
export function RootLayout() {
  const [params] = useSearchParams();
  const value = params.get(LANG_PARAM);
  const lang = isLocale(value) ? value : null;
  return (
    <>
      <LoadingBar />
      <ScrollRestoration />
      {lang && (
        <Suspense fallback={null}>
          <UrlLanguage lang={lang} />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}
