// The messages of the screens a logged-out person opens first (login, registration, password
// reset, e-mail verification, not found), in Serbian: the panel loads these before anything
// else (../load.ts). Every other slice arrives with the rest of the panel (../messages/sr.ts).
import { auth } from '../messages/sr/auth';
import { common } from '../messages/sr/common';
import { errors } from '../messages/sr/errors';
import { loadError } from '../messages/sr/load-error';
import { nav } from '../messages/sr/nav';
import { notFound } from '../messages/sr/not-found';
import { socialLogin } from '../messages/sr/social-login';
import { validation } from '../messages/sr/validation';

export const sr = {
  ...auth,
  ...common,
  ...errors,
  ...loadError,
  ...nav,
  ...notFound,
  ...socialLogin,
  ...validation,
};
