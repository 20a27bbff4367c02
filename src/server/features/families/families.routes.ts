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
  ProgramTypeBodySchema,
  StepMoveBodySchema,
  StepMoveResultSchema,
  SupportStaffBodySchema,
  SupportStaffOptionsQuerySchema,
  SupportStaffOptionsSchema,
} from '@shared/families/families.schema';
import { SupportTeamSchema } from '@shared/family-portal/family-portal.schema';
import * as families from './families.service';
import * as members from './family-members.service';
import * as programType from './program-type.service';

const tags = ['families'];
/** Reads that show each caller the families they may read (assigned caseworkers too: db/family-scope). */
const readFamilies = { auth: 'staff', permission: ['manage_families', 'manage_assigned_families'] } as const;
const noContent = { 204: z.null() };

/**
 * Family Management for staff: All Families, Applications, detail and changes. manage_families reaches every
 * family; a caseworker's manage_assigned_families reaches the families assigned to them (the changes' routes
 * admit it for those: lib/family-access).
 */
export const familiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/families',
    {
      config: { ...readFamilies, session: 'in-read' },
      schema: { tags, querystring: ListFamiliesQuerySchema, response: { 200: FamilyPageSchema } },
    },
    async (req) => families.listFamilies(app.ctx, req.caller, req.query),
  );

  app.get(
    '/staff/families/applications',
    {
      config: { ...readFamilies, session: 'in-read' },
      schema: { tags, querystring: ApplicationsQuerySchema, response: { 200: ApplicationPageSchema } },
    },
    async (req) => families.listApplications(app.ctx, req.caller, req.query),
  );

  app.get(
    '/staff/families/support-staff-options',
    {
      config: readFamilies,
      schema: {
        tags,
        querystring: SupportStaffOptionsQuerySchema,
        response: { 200: SupportStaffOptionsSchema },
      },
    },
    async (req) => members.supportStaffOptions(app.ctx, req.caller, req.query.search),
  );

  app.post(
    '/staff/families',
    {
      config: { auth: 'staff', permission: 'manage_families', idempotent: true },
      schema: { tags, body: CreateFamilyBodySchema, response: { 201: CreatedFamilySchema } },
    },
    async (req, reply) => reply.code(201).send(await families.createFamily(app.ctx, req.caller, req.body)),
  );

  app.get(
    '/staff/families/:familyId',
    {
      config: { ...readFamilies, session: 'in-read' },
      schema: { tags, params: FamilyIdParamsSchema, response: { 200: FamilyDetailSchema } },
    },
    async (req) => families.getFamilyDetail(app.ctx, req.caller, req.params.familyId),
  );

  app.put(
    '/staff/families/:familyId/program-type',
    {
      config: { auth: 'staff', permission: 'manage_families' },
      schema: {
        tags,
        params: FamilyIdParamsSchema,
        body: ProgramTypeBodySchema,
        response: { 200: ProgramTypeBodySchema },
      },
    },
    async (req) => programType.changeProgramType(app.ctx, req.caller, req.params.familyId, req.body),
  );

  app.post(
    '/staff/families/:familyId/step',
    {
      config: { auth: 'staff', permission: 'manage_families' },
      schema: {
        tags,
        params: FamilyIdParamsSchema,
        body: StepMoveBodySchema,
        response: { 200: StepMoveResultSchema },
      },
    },
    async (req) => families.moveFamilyStep(app.ctx, req.caller, req.params.familyId, req.body),
  );

  app.post(
    '/staff/families/:familyId/household',
    {
      config: { auth: 'staff', permission: 'manage_families' },
      schema: {
        tags,
        params: FamilyIdParamsSchema,
        body: HouseholdMemberBodySchema,
        response: { 201: HouseholdMemberResultSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await members.addHouseholdMember(app.ctx, req.caller, req.params.familyId, req.body)),
  );

  app.put(
    '/staff/families/:familyId/household/:memberId',
    {
      config: { auth: 'staff', permission: 'manage_families' },
      schema: {
        tags,
        params: HouseholdMemberParamsSchema,
        body: HouseholdMemberBodySchema,
        response: { 200: HouseholdMemberResultSchema },
      },
    },
    async (req) => members.updateHouseholdMember(app.ctx, req.caller, req.params, req.body),
  );

  app.delete(
    '/staff/families/:familyId/household/:memberId',
    {
      config: { auth: 'staff', permission: 'manage_families' },
      schema: { tags, params: HouseholdMemberParamsSchema, response: noContent },
    },
    async (req, reply) => {
      await members.removeHouseholdMember(app.ctx, req.caller, req.params);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/staff/families/:familyId/support-staff',
    {
      config: { auth: 'staff', permission: 'manage_families' },
      schema: {
        tags,
        params: FamilyIdParamsSchema,
        body: SupportStaffBodySchema,
        response: { 200: SupportTeamSchema },
      },
    },
    async (req) => members.setSupportStaff(app.ctx, req.caller, req.params.familyId, req.body),
  );

  app.post(
    '/staff/families/:familyId/invite',
    {
      config: { auth: 'staff', permission: 'manage_families' },
      schema: { tags, params: FamilyIdParamsSchema, body: InviteFamilyBodySchema, response: noContent },
    },
    async (req, reply) => {
      await members.inviteFamilyMember(app.ctx, req.caller, req.params.familyId, req.body);
      return reply.code(204).send(null);
    },
  );
};
