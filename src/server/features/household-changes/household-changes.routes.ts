import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FamilyIdParamsSchema } from '@shared/families/families.schema';
import {
  DecideHouseholdChangeBodySchema,
  FamilyChangeParamsSchema,
  HouseholdChangeListSchema,
  HouseholdChangeSchema,
  ProposeHouseholdChangeBodySchema,
  StaffChangeParamsSchema,
} from '@shared/household-changes/household-changes.schema';
import * as changes from './household-changes.service';

const tags = ['household-changes'];
const family = { auth: 'family' } as const;
/**
 * manage_families alone: lib/family-access admits a caseworker to the families assigned to them (every other
 * family answers 404). Listing manage_assigned_families here would admit any caseworker to any family.
 */
const staff = { auth: 'staff', permission: 'manage_families' } as const;
const staffBase = '/staff/families/:familyId/household/changes';

/** Household changes (issue 44): the family proposes them on My Family, staff decide on the family's page. */
export const householdChangesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/family/household/changes',
    { config: family, schema: { tags, response: { 200: HouseholdChangeListSchema } } },
    async (req) => changes.familyChanges(app.ctx, req.caller),
  );

  app.post(
    '/family/household/changes',
    {
      config: family,
      schema: { tags, body: ProposeHouseholdChangeBodySchema, response: { 201: HouseholdChangeSchema } },
    },
    async (req, reply) => reply.code(201).send(await changes.proposeChange(app.ctx, req.caller, req.body)),
  );

  app.post(
    '/family/household/changes/:changeId/withdraw',
    {
      config: family,
      schema: { tags, params: FamilyChangeParamsSchema, response: { 200: HouseholdChangeSchema } },
    },
    async (req) => changes.withdrawChange(app.ctx, req.caller, req.params.changeId),
  );

  app.get(
    staffBase,
    {
      config: staff,
      schema: { tags, params: FamilyIdParamsSchema, response: { 200: HouseholdChangeListSchema } },
    },
    async (req) => changes.staffChanges(app.ctx, req.caller, req.params.familyId),
  );

  app.post(
    `${staffBase}/:changeId/decision`,
    {
      config: staff,
      schema: {
        tags,
        params: StaffChangeParamsSchema,
        body: DecideHouseholdChangeBodySchema,
        response: { 200: HouseholdChangeSchema },
      },
    },
    async (req) => changes.decideChange(app.ctx, req.caller, req.params, req.body),
  );
};
