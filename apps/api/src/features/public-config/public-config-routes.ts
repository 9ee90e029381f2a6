import { dataOf } from '@gazda/contracts/common';
import { publicConfigSchema } from '@gazda/contracts/public-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';

/**
 * GET public/config: the few configuration values the panel acts on, without a login (the
 * support chat's script, SUPPORT_CHAT_SCRIPT_URL; the Web Push public key, VAPID_PUBLIC_KEY). Nothing secret ever goes here.
 */
export const publicConfigRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/public/config',
    { schema: { tags: ['public'], response: { 200: dataOf(publicConfigSchema) } } },
    async () => ({
      data: {
        support_chat_script_url: deps.config.supportChatScriptUrl,
        vapid_public_key: deps.config.vapid?.publicKey ?? null,
      },
    }),
  );
};
