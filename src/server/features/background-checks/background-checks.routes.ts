import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckedAdultBodySchema,
  CheckedAdultSchema,
  CheckParamsSchema,
  CheckQueueQuerySchema,
  CheckQueueSchema,
  CheckTypeBodySchema,
  CheckTypeParamsSchema,
  CheckTypeSchema,
  ExemptionDecisionBodySchema,
  ExemptionRequestBodySchema,
  FamilyCheckViewSchema,
  FamilyChecksSchema,
  MemberParamsSchema,
  RecordCheckBodySchema,
  StaffCheckSchema,
} from '@shared/background-checks/background-checks.schema';
import { FamilyIdParamsSchema } from '@shared/families/families.schema';
import * as checks from './background-checks.service';
import * as changes from './check-changes.service';
import * as types from './check-types.service';

const tags = ['background-checks'];
const base = '/staff/families/:familyId/background-checks';
/** Anyone who may read the family reads its checks (details only with view_background_checks: the service). */
const readFamily = { auth: 'staff', permission: ['manage_families', 'manage_assigned_families'] } as const;
/** Changing a check: a writer of the family's record who may also read criminal-history details. */
const recordCheck = {
  auth: 'staff',
  permission: 'manage_families',
  alsoPermission: 'view_background_checks',
} as const;

/** Background checks for every adult (issue 43): the family page's tab, the Checks queue, the family's view. */
export const backgroundChecksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    base,
    {
      config: readFamily,
      schema: { tags, params: FamilyIdParamsSchema, response: { 200: FamilyChecksSchema } },
    },
    async (req) => checks.familyChecks(app.ctx, req.caller, req.params.familyId),
  );

  app.put(
    `${base}/:memberId`,
    {
      config: recordCheck,
      schema: {
        tags,
        params: MemberParamsSchema,
        body: CheckedAdultBodySchema,
        response: { 200: CheckedAdultSchema },
      },
    },
    async (req) => changes.setApplies(app.ctx, req.caller, req.params, req.body),
  );

  app.put(
    `${base}/:memberId/:typeKey`,
    {
      config: recordCheck,
      schema: {
        tags,
        params: CheckParamsSchema,
        body: RecordCheckBodySchema,
        response: { 200: StaffCheckSchema },
      },
    },
    async (req) => changes.recordCheck(app.ctx, req.caller, req.params, req.body),
  );

  app.post(
    `${base}/:memberId/:typeKey/exemption`,
    {
      config: recordCheck,
      schema: {
        tags,
        params: CheckParamsSchema,
        body: ExemptionRequestBodySchema,
        response: { 200: StaffCheckSchema },
      },
    },
    async (req) => changes.requestExemption(app.ctx, req.caller, req.params, req.body),
  );

  app.post(
    `${base}/:memberId/:typeKey/exemption/decision`,
    {
      config: { auth: 'staff', permission: 'manage_families', alsoPermission: 'approve_exemptions' },
      schema: {
        tags,
        params: CheckParamsSchema,
        body: ExemptionDecisionBodySchema,
        response: { 200: StaffCheckSchema },
      },
    },
    async (req) => changes.decideExemption(app.ctx, req.caller, req.params, req.body),
  );

  app.get(
    '/staff/background-checks',
    {
      config: { auth: 'staff', permission: 'view_background_checks' },
      schema: { tags, querystring: CheckQueueQuerySchema, response: { 200: CheckQueueSchema } },
    },
    async (req) => checks.checkQueue(app.ctx, req.caller, req.query.queue),
  );

  const system = { auth: 'staff', permission: 'system_configuration' } as const;
  app.get(
    '/staff/system/background-check-types',
    { config: system, schema: { tags, response: { 200: z.array(CheckTypeSchema) } } },
    async (req) => types.listCheckTypes(app.ctx, req.caller),
  );
  app.post(
    '/staff/system/background-check-types',
    { config: system, schema: { tags, body: CheckTypeBodySchema, response: { 201: CheckTypeSchema } } },
    async (req, reply) => reply.code(201).send(await types.addCheckType(app.ctx, req.caller, req.body)),
  );
  app.put(
    '/staff/system/background-check-types/:key',
    {
      config: system,
      schema: {
        tags,
        params: CheckTypeParamsSchema,
        body: CheckTypeBodySchema,
        response: { 200: CheckTypeSchema },
      },
    },
    async (req) => types.updateCheckType(app.ctx, req.caller, req.params.key, req.body),
  );

  app.get(
    '/family/background-checks',
    { config: { auth: 'family' }, schema: { tags, response: { 200: FamilyCheckViewSchema } } },
    async (req) => checks.checksForFamily(app.ctx, req.caller),
  );
};
