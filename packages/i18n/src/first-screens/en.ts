// The messages of the screens a logged-out person opens first (login, registration, password
// reset, e-mail verification, not found), in English: the panel loads these before anything
// else (../load.ts). Every other slice arrives with the rest of the panel (../messages/en.ts).
import { auth } from '../messages/en/auth';
import { common } from '../messages/en/common';
import { errors } from '../messages/en/errors';
import { loadError } from '../messages/en/load-error';
import { nav } from '../messages/en/nav';
import { notFound } from '../messages/en/not-found';
import { socialLogin } from '../messages/en/social-login';
import { validation } from '../messages/en/validation';

export const en = {
  ...auth,
  ...common,
  ...errors,
  ...loadError,
  ...nav,
  ...notFound,
  ...socialLogin,
  ...validation,
};
