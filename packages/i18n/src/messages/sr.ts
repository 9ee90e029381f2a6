// The Serbian (Latin script) catalogue: one file per slice under ./sr, merged here. Default locale.
import type { en } from './en';
import { common } from './sr/common';
import { errors } from './sr/errors';
import { validation } from './sr/validation';

export const sr = {
  ...common,
  ...errors,
  ...validation,
} satisfies Record<keyof typeof en, string>;
