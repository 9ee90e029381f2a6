// The English catalogue: one file per slice under ./en, merged here. English is the fallback.
import { auth } from './en/auth';
import { common } from './en/common';
import { dashboard } from './en/dashboard';
import { errors } from './en/errors';
import { mail } from './en/mail';
import { nav } from './en/nav';
import { notFound } from './en/not-found';
import { settings } from './en/settings';
import { validation } from './en/validation';

export const en = {
  ...auth,
  ...common,
  ...dashboard,
  ...errors,
  ...mail,
  ...nav,
  ...notFound,
  ...settings,
  ...validation,
};
