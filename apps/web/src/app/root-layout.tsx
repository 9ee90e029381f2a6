import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingBar } from './loading-bar';
import { useUrlLanguage } from './use-url-language';

/** Above every screen: the loading bar, `?lang`, scroll restoration. Kept tiny: it is in /login's bundle. */
export function RootLayout() {
  useUrlLanguage();
  return (
    <>
      <LoadingBar />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
