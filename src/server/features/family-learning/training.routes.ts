import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FamilyTrainingParamsSchema,
  OutsideTrainingFieldsSchema,
  TrainingEntryParamsSchema,
  TrainingLedgerSchema,
} from '@shared/family-learning/training-ledger.schema';
import { readUpload } from '../../lib/http/read-upload';
import { privateFileCaching, sendFile } from '../../lib/http/send-file';
import * as training from './training.service';

const tags = ['family-learning'];
const manageFamilies = { auth: 'staff', permission: 'manage_families' } as const;

/** A family's training ledger on the staff family detail page: course hours and outside trainings. */
export const trainingLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.get(
    '/staff/families/:familyId/training',
    {
      config: manageFamilies,
      schema: { tags, params: FamilyTrainingParamsSchema, response: { 200: TrainingLedgerSchema } },
    },
    async (req) => training.getTrainingLedger(app.ctx, req.caller, req.params.familyId),
  );

  app.post(
    '/staff/families/:familyId/training',
    {
      config: { ...manageFamilies, idempotent: true },
      schema: { tags, params: FamilyTrainingParamsSchema, response: { 201: TrainingLedgerSchema } },
    },
    async (req, reply) => {
      const upload = await readUpload(req, {
        maxBytes: app.ctx.config.uploadMaxBytes,
        fieldsSchema: OutsideTrainingFieldsSchema,
      });
      return reply
        .code(201)
        .send(await training.recordOutsideTraining(app.ctx, req.caller, req.params.familyId, upload));
    },
  );

  app.get(
    '/staff/families/:familyId/training/:entryId/certificate',
    {
      config: manageFamilies,
      schema: {
        tags,
        params: TrainingEntryParamsSchema,
        response: { 200: z.any().describe('The file bytes') },
      },
      ...privateFileCaching,
    },
    async (req, reply) =>
      sendFile(
        reply,
        await training.getTrainingCertificateFile(
          app.ctx,
          req.caller,
          req.params.familyId,
          req.params.entryId,
        ),
      ),
  );
};
