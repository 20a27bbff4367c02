import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicationPageSchema,
  ApplicationsQuerySchema,
  CreateFamilyBodySchema,
  CreatedFamilySchema,
  FamilyDetailSchema,
  FamilyIdParamsSchema,
  FamilyPageSchema,
  HouseholdMemberBodySchema,
  HouseholdMemberParamsSchema,
  HouseholdMemberResultSchema,
  InviteFamilyBodySchema,
  ListFamiliesQuerySchema,
  StepMoveBodySchema,
  StepMoveResultSchema,
  SupportStaffBodySchema,
  SupportStaffOptionsQuerySchema,
  SupportStaffOptionsSchema,
} from '@shared/families/families.schema';
import { SupportTeamSchema } from '@shared/family-portal/family-portal.schema';
import * as families from './families.service';
import * as members from './family-members.service';

const tags = ['families'];
const noContent = { 204: z.null() };

/** Family Management for staff (manage_families): All Families, Applications, detail and changes. */
export const familiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/families',
    { schema: { tags, querystring: ListFamiliesQuerySchema, response: { 200: FamilyPageSchema } } },
    async (req) => families.listFamilies(app.ctx, req.principal, req.query),
  );

  app.get(
    '/staff/families/applications',
    { schema: { tags, querystring: ApplicationsQuerySchema, response: { 200: ApplicationPageSchema } } },
    async (req) => families.listApplications(app.ctx, req.principal, req.query),
  );

  app.get(
    '/staff/families/support-staff-options',
    { schema: { tags, querystring: SupportStaffOptionsQuerySchema, response: { 200: SupportStaffOptionsSchema } } },
    async (req) => members.supportStaffOptions(app.ctx, req.principal, req.query.search),
  );

  app.post(
    '/staff/families',
    { schema: { tags, body: CreateFamilyBodySchema, response: { 201: CreatedFamilySchema } } },
    async (req, reply) => reply.code(201).send(await families.createFamily(app.ctx, req.principal, req.actor, req.body)),
  );

  app.get(
    '/staff/families/:familyId',
    { schema: { tags, params: FamilyIdParamsSchema, response: { 200: FamilyDetailSchema } } },
    async (req) => families.getFamilyDetail(app.ctx, req.principal, req.params.familyId),
  );

  app.post(
    '/staff/families/:familyId/step',
    { schema: { tags, params: FamilyIdParamsSchema, body: StepMoveBodySchema, response: { 200: StepMoveResultSchema } } },
    async (req) => families.moveFamilyStep(app.ctx, req.principal, req.actor, req.params.familyId, req.body),
  );

  app.post(
    '/staff/families/:familyId/household',
    {
      schema: { tags, params: FamilyIdParamsSchema, body: HouseholdMemberBodySchema, response: { 201: HouseholdMemberResultSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(await members.addHouseholdMember(app.ctx, req.principal, req.actor, req.params.familyId, req.body)),
  );

  app.put(
    '/staff/families/:familyId/household/:memberId',
    {
      schema: {
        tags,
        params: HouseholdMemberParamsSchema,
        body: HouseholdMemberBodySchema,
        response: { 200: HouseholdMemberResultSchema },
      },
    },
    async (req) => members.updateHouseholdMember(app.ctx, req.principal, req.actor, req.params, req.body),
  );

  app.delete(
    '/staff/families/:familyId/household/:memberId',
    { schema: { tags, params: HouseholdMemberParamsSchema, response: noContent } },
    async (req, reply) => {
      await members.removeHouseholdMember(app.ctx, req.principal, req.actor, req.params);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/staff/families/:familyId/support-staff',
    { schema: { tags, params: FamilyIdParamsSchema, body: SupportStaffBodySchema, response: { 200: SupportTeamSchema } } },
    async (req) => members.setSupportStaff(app.ctx, req.principal, req.actor, req.params.familyId, req.body),
  );

  app.post(
    '/staff/families/:familyId/invite',
    { schema: { tags, params: FamilyIdParamsSchema, body: InviteFamilyBodySchema, response: noContent } },
    async (req, reply) => {
      await members.inviteFamilyMember(app.ctx, req.principal, req.actor, req.params.familyId, req.body);
      return reply.code(204).send(null);
    },
  );
};
