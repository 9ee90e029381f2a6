import { z } from 'zod';

/*
 * Every issue's message is a message id of @gazda/i18n (`validation.*`); the panel and the server
 * translate it with the issue's own numbers (minimum, maximum). Configured once, here, so that the
 * form resolver and the route validator produce the same ids from the same schemas.
 */
z.config({
  // In the browser the CSP forbids eval, so zod's compiled fast path is impossible there anyway;
  // saying so up front also skips zod's `new Function('')` probe, which the CSP reports.
  jitless: 'document' in globalThis,
  customError: (issue) => {
    const input = issue.input;
    const empty = input === undefined || input === null || input === '';
    switch (issue.code) {
      case 'invalid_type':
        return empty ? 'validation.required' : 'validation.invalid';
      case 'too_small':
        if (issue.origin === 'string') {
          return issue.minimum === 1 ? 'validation.required' : 'validation.min_length';
        }
        if (issue.origin === 'array' || issue.origin === 'set') return 'validation.min_items';
        return 'validation.min_value';
      case 'too_big':
        if (issue.origin === 'string') return 'validation.max_length';
        if (issue.origin === 'array' || issue.origin === 'set') return 'validation.max_items';
        return 'validation.max_value';
      case 'invalid_format':
        return issue.format === 'email' ? 'validation.email' : 'validation.invalid';
      default:
        return 'validation.invalid';
    }
  },
});

export { z };
