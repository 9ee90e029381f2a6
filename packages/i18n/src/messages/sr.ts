// The Serbian (Latin script) catalogue: one file per slice under ./sr, merged here. Default locale.
import type { en } from './en';
import { auth } from './sr/auth';
import { common } from './sr/common';
import { dashboard } from './sr/dashboard';
import { errors } from './sr/errors';
import { mail } from './sr/mail';
import { nav } from './sr/nav';
import { notFound } from './sr/not-found';
import { settings } from './sr/settings';
import { validation } from './sr/validation';

export const sr = {
  ...auth,
  ...common,
  ...dashboard,
  ...errors,
  ...mail,
  ...nav,
  ...notFound,
  ...settings,
  ...validation,
} satisfies Record<keyof typeof en, string>;
