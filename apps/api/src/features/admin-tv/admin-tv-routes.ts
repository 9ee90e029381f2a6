import {
  tvAdvanceSchema,
  tvCountersSchema,
  tvDoubleSchema,
  tvInquirySchema,
} from '@gazda/contracts/admin';
import { dataOf, errorBodySchema } from '@gazda/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { requireAdmin } from '../../plugins/request-context';
import { tvAdvances, tvCounters, tvDouble, tvUnresolvedInquiries } from './admin-tv-service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const refusals = { 401: errorBodySchema, 403: errorBodySchema };

/** The operator's TV screens (role Admin; 401 without a login, 403 for everybody else). */
export const adminTvRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/tv',
    { schema: { tags, security, response: { 200: dataOf(tvCountersSchema), ...refusals } } },
    async () => ({ data: await tvCounters(deps) }),
  );

  app.get(
    '/admin/tv/advance-payment',
    {
      schema: { tags, security, response: { 200: dataOf(z.array(tvAdvanceSchema)), ...refusals } },
    },
    async (request) => ({ data: await tvAdvances(deps, request.locale) }),
  );

  app.get(
    '/admin/tv/unresolved-inquiries',
    {
      schema: { tags, security, response: { 200: dataOf(z.array(tvInquirySchema)), ...refusals } },
    },
    async (request) => ({ data: await tvUnresolvedInquiries(deps, request.locale) }),
  );

  app.get(
    '/admin/tv/double',
    { schema: { tags, security, response: { 200: dataOf(tvDoubleSchema), ...refusals } } },
    async (request) => ({ data: await tvDouble(deps, request.locale) }),
  );
};
