import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FamilyIdParamsSchema } from '@shared/families/families.schema';
import {
  FamilyDocumentParamsSchema,
  FamilyRequirementItemSchema,
  OneOffRequirementBodySchema,
  ReorderRequirementsBodySchema,
  RequirementBodySchema,
  RequirementIdParamsSchema,
  RequirementListSchema,
  RequirementSchema,
  UpdateRequirementBodySchema,
  WaiveDocumentBodySchema,
} from '@shared/requirements/requirements.schema';
import * as requirements from './requirements.service';

const tags = ['requirements'];

/**
 * The document checklist on System Configuration (system_configuration), and one family's extra items,
 * waivers and reinstatements on the family detail (manage_documents).
 */
export const requirementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/system/requirements',
    {
      config: { auth: 'staff', permission: 'system_configuration' },
      schema: { tags, response: { 200: RequirementListSchema } },
    },
    async (req) => requirements.listRequirements(app.ctx, req.caller),
  );

  app.post(
    '/staff/system/requirements',
    {
      config: { auth: 'staff', permission: 'system_configuration' },
      schema: { tags, body: RequirementBodySchema, response: { 201: RequirementSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(await requirements.createRequirement(app.ctx, req.caller, req.body)),
  );

  app.patch(
    '/staff/system/requirements/:id',
    {
      config: { auth: 'staff', permission: 'system_configuration' },
      schema: {
        tags,
        params: RequirementIdParamsSchema,
        body: UpdateRequirementBodySchema,
        response: { 200: RequirementSchema },
      },
    },
    async (req) => requirements.updateRequirement(app.ctx, req.caller, req.params.id, req.body),
  );

  app.post(
    '/staff/system/requirements/reorder',
    {
      config: { auth: 'staff', permission: 'system_configuration' },
      schema: { tags, body: ReorderRequirementsBodySchema, response: { 200: RequirementListSchema } },
    },
    async (req) => requirements.reorderRequirements(app.ctx, req.caller, req.body),
  );

  app.post(
    '/staff/families/:familyId/requirements',
    {
      config: { auth: 'staff', permission: 'manage_documents' },
      schema: {
        tags,
        params: FamilyIdParamsSchema,
        body: OneOffRequirementBodySchema,
        response: { 201: FamilyRequirementItemSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await requirements.addOneOffRequirement(app.ctx, req.caller, req.params.familyId, req.body)),
  );

  app.post(
    '/staff/families/:familyId/documents/:documentId/waive',
    {
      config: { auth: 'staff', permission: 'manage_documents' },
      schema: {
        tags,
        params: FamilyDocumentParamsSchema,
        body: WaiveDocumentBodySchema,
        response: { 200: FamilyRequirementItemSchema },
      },
    },
    async (req) => requirements.waiveDocument(app.ctx, req.caller, req.params, req.body),
  );

  app.post(
    '/staff/families/:familyId/documents/:documentId/reinstate',
    {
      config: { auth: 'staff', permission: 'manage_documents' },
      schema: { tags, params: FamilyDocumentParamsSchema, response: { 200: FamilyRequirementItemSchema } },
    },
    async (req) => requirements.reinstateDocument(app.ctx, req.caller, req.params),
  );
};
