import { localeSchema, requiredString } from './common';
import { mailPreferencesSchema, userSchema } from './user';
import { z } from './zod';

/** docs/rules/decisions.md §2: new and changed passwords have at least 6 characters. */
export const PASSWORD_MIN = 6;
export const NAME_MIN = 3;

const email = z.string().trim().min(1).max(255).pipe(z.email());
const newPassword = z.string().min(1).min(PASSWORD_MIN).max(255);
const personName = z.string().trim().min(1).min(NAME_MIN).max(100);

function passwordsMatch<T extends { password: string; password_confirmation: string }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.password_confirmation && value.password !== value.password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: 'validation.passwords_match',
    });
  }
}

export const registerBodySchema = z
  .object({
    first_name: personName,
    last_name: personName,
    email,
    password: newPassword,
    password_confirmation: z.string().min(1),
    lang: localeSchema.optional(),
  })
  .superRefine(passwordsMatch);
export type RegisterBody = z.infer<typeof registerBodySchema>;

/**
 * Passwords are taken exactly as typed, never trimmed (ASVS 6.2.8): registration stores
 * `'  pass word  '` with its spaces, so login compares it with them too.
 */
export const loginBodySchema = z.object({
  email,
  password: z.string().min(1),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const tokenResponseSchema = z.object({
  token: z.string(),
  redirect_url: z.string().optional(),
  delay: z.number().optional(),
  user: userSchema.optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const forgotPasswordBodySchema = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z
  .object({
    token: requiredString(),
    email,
    password: newPassword,
    password_confirmation: z.string().min(1),
  })
  .superRefine(passwordsMatch);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/**
 * The current password is only checked for a match (docs/rules/decisions.md §2), so it has no
 * minimum.
 */
export const changePasswordBodySchema = z
  .object({
    current_password: z.string().min(1),
    password: newPassword,
    password_confirmation: z.string().min(1),
  })
  .superRefine(passwordsMatch);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const updateSettingsBodySchema = z
  .object({
    lang: localeSchema,
    notifications: z.boolean(),
    mails: mailPreferencesSchema.partial().strict(),
  })
  .partial();
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

export const verifyEmailQuerySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(1),
});
export type VerifyEmailQuery = z.infer<typeof verifyEmailQuerySchema>;

/** `{ token, user }`: what login answers (it may add redirect_url). */
export const sessionResponseSchema = tokenResponseSchema.extend({ user: userSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * 202 answers (registered, verification re-sent, reset link requested) carry a message to show.
 * Register answers it whether or not the address has an account (issue #10 item 6).
 */
export const acceptedResponseSchema = z.object({ message: z.string() });
export type AcceptedResponse = z.infer<typeof acceptedResponseSchema>;

/** The verification link logs in: the verified user and a new token for this client. */
export const verifyEmailResponseSchema = z.object({ data: userSchema, token: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const verifyEmailParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  hash: z.string().min(1),
});
