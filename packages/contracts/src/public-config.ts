import { z } from './zod';

/** GET public/config: what the panel needs to know of the server's configuration (no login). */
export const publicConfigSchema = z.object({
  /** The third-party support chat's script; null when none is configured (no chat). */
  support_chat_script_url: z.string().nullable(),
  /** The server's VAPID public key (base64url) the panel subscribes with; null = push is off. */
  vapid_public_key: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
