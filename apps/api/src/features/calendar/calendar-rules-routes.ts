import { ruleBodySchema, ruleSchema } from '@gazda/contracts/calendar';
import { dataOf } from '@gazda/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { pathId } from '../../http/path-id';
import { errorAnswersFor, idParams, security } from '../../http/route-schemas';
import { authOf, requireUser } from '../../plugins/request-context';
import { changeRule, createRule, getRules, removeRule } from './rules-service';

/** The calendar routes' OpenAPI tag and error answers. */
const tags = ['calendar'];
const errorAnswers = errorAnswersFor(401, 404, 409, 422);

const ruleParams = z.object({ id: z.string(), ruleId: z.string() });

/** Calendar rules of one listing: list, create, change, delete (days lose a deleted rule). */
export const calendarRulesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser);
  const userOf = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.get(
    '/calendar/rules/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: dataOf(z.array(ruleSchema)), ...errorAnswers },
      },
    },
    async (request) => ({ data: await getRules(deps, userOf(request), pathId(request.params.id)) }),
  );

  app.post(
    '/calendar/rules/:id',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: ruleBodySchema,
        response: { 201: dataOf(ruleSchema), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const rule = await createRule(deps, userOf(request), pathId(request.params.id), request.body);
      return reply.status(201).send({ data: rule });
    },
  );

  app.put(
    '/calendar/rules/:id/:ruleId',
    {
      schema: {
        tags,
        security,
        params: ruleParams,
        body: ruleBodySchema,
        response: { 200: dataOf(ruleSchema), ...errorAnswers },
      },
    },
    async (request) => {
      const { id, ruleId } = request.params;
      return {
        data: await changeRule(deps, userOf(request), pathId(id), pathId(ruleId), request.body),
      };
    },
  );

  app.delete(
    '/calendar/rules/:id/:ruleId',
    {
      schema: {
        tags,
        security,
        params: ruleParams,
        response: { 204: z.null().describe('No content'), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const { id, ruleId } = request.params;
      await removeRule(deps, userOf(request), pathId(id), pathId(ruleId));
      return reply.status(204).send(null);
    },
  );
};
