import type { RouteObject } from 'react-router';
import { routes } from '../lib/route-names';
import { guestOnly } from './guards';
import { withMessages } from './route-messages';

const authLayout = () => import('./auth-layout').then((m) => ({ Component: m.AuthLayout }));
const notFound = () => import('../routes/not-found').then((m) => ({ Component: m.NotFoundRoute }));

/**
 * The account screens in their bare shell (auth-layout.tsx): logging in, registering and a new
 * password for guests only; the e-mail check, the social login's return and "not found" for
 * anyone. Their messages load before anything else (route-messages.ts); the rarely opened link
 * of an e-mail change waits for all of them (its texts are the account form's).
 */
export function accountRoutes(): RouteObject[] {
  return [
    {
      id: 'guest',
      loader: guestOnly,
      lazy: authLayout,
      children: [
        {
          path: routes.login,
          lazy: () => import('../routes/login').then((m) => ({ Component: m.LoginRoute })),
        },
        {
          path: routes.register,
          lazy: () => import('../routes/register').then((m) => ({ Component: m.RegisterRoute })),
        },
        {
          path: routes['reset-password'],
          lazy: () =>
            import('../routes/reset-password').then((m) => ({
              Component: m.ResetPasswordRoute,
            })),
        },
      ],
    },
    {
      id: 'public',
      lazy: authLayout,
      children: [
        {
          path: routes['email.verify'],
          lazy: () =>
            import('../routes/verify-email').then((m) => ({ Component: m.VerifyEmailRoute })),
        },
        {
          path: routes['email.change'],
          lazy: withMessages('all', () =>
            import('../routes/confirm-email-change').then((m) => ({
              Component: m.ConfirmEmailChangeRoute,
            })),
          ),
        },
        {
          // Social login returns here (issue 8); with or without a token.
          path: routes['auth.callback'],
          lazy: () =>
            import('../routes/social-callback').then((m) => ({
              Component: m.SocialCallbackRoute,
            })),
        },
        { path: routes['page-not-found'], lazy: notFound },
        { path: '*', lazy: notFound },
      ],
    },
  ];
}
