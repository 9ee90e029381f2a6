import { updateSettingsBodySchema } from '@gazda/contracts/auth';
import { dataOf, errorBodySchema } from '@gazda/contracts/common';
import { userSchema } from '@gazda/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf, requireUser } from '../../plugins/request-context';
import { userResource } from './user-service';
import { updateSettings } from './user-settings-service';

const tags = ['account'];
const security = [{ bearer: [] }];

/**
 * The logged-in user's own account and settings: every route here needs a token. The password and
 * the logins under user-settings/ are auth's (auth/login-settings-routes.ts).
 */
export const userSettingsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/me',
    { schema: { tags, security, response: { 200: dataOf(userSchema), 401: errorBodySchema } } },
    async (request) => ({ data: await userResource(deps.db, authOf(request).user) }),
  );

  app.post(
    '/user-settings/update-settings',
    {
      schema: {
        tags,
        security,
        body: updateSettingsBodySchema,
        response: { 200: dataOf(userSchema), 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await updateSettings(deps, authOf(request), request.body) }),
  );
};
