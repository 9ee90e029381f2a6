// The English catalogue: one file per slice under ./en, merged here. English is the fallback.
import { common } from './en/common';
import { errors } from './en/errors';
import { validation } from './en/validation';

export const en = {
  ...common,
  ...errors,
  ...validation,
};
