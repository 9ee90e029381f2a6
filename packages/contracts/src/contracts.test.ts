import { describe, expect, it } from 'vitest';
import { changePasswordBodySchema, registerBodySchema } from './auth';
import { fieldErrors } from './validation';

const ids = (id: string, values?: Record<string, unknown>) =>
  values && Object.keys(values).length ? `${id}${JSON.stringify(values)}` : id;

describe('validation messages are message ids with their numbers', () => {
  it('a missing or empty field is required first', () => {
    const r = registerBodySchema.safeParse({ first_name: '', email: 'x@y.rs' });
    expect(r.success).toBe(false);
    const errors = fieldErrors(r.error!.issues, ids);
    expect(errors.first_name?.[0]).toMatch(/^validation\.required/);
    expect(errors.last_name?.[0]).toMatch(/^validation\.required/);
    expect(errors.password?.[0]).toMatch(/^validation\.required/);
  });

  it('names need 3 characters, passwords 6, and confirmation must match', () => {
    const r = registerBodySchema.safeParse({
      first_name: 'Al',
      last_name: 'Petrović',
      email: 'not-an-email',
      password: '12345',
      password_confirmation: '54321',
    });
    const errors = fieldErrors(r.error!.issues, ids);
    expect(errors.first_name).toEqual(['validation.min_length{"min":3}']);
    expect(errors.email).toEqual(['validation.email']);
    expect(errors.password).toEqual(['validation.min_length{"min":6}']);
    expect(errors.password_confirmation).toEqual(['validation.passwords_match']);
  });

  it('the current password has no minimum of its own', () => {
    const r = changePasswordBodySchema.safeParse({
      current_password: 'ab',
      password: 'secret1',
      password_confirmation: 'secret1',
    });
    expect(r.success).toBe(true);
  });
});
