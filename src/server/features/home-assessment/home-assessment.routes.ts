import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FamilyIdParamsSchema } from '@shared/families/families.schema';
import {
  ASSESSMENT_PHOTO_MAX_BYTES,
  CORRECTION_ANSWER_PHOTOS_MAX,
} from '@shared/home-assessment/home-assessment.limits';
import {
  AssessmentItemTypeBodySchema,
  AssessmentItemTypeSchema,
  AssessmentPhotoSchema,
  CorrectionAnswerFieldsSchema,
  DecideCorrectionBodySchema,
  FamilyCorrectionSchema,
  FamilyHomeAssessmentSchema,
  FamilyItemParamsSchema,
  FamilyPhotoParamsSchema,
  ItemConflictSchema,
  ItemKeySchema,
  ItemParamsSchema,
  PhotoFileQuerySchema,
  PhotoParamsSchema,
  RecordItemBodySchema,
  StaffAssessmentItemSchema,
  StaffHomeAssessmentSchema,
} from '@shared/home-assessment/home-assessment.schema';
import { readUpload } from '../../lib/http/read-upload';
import { privateFileCaching, sendFile } from '../../lib/http/send-file';
import * as items from './assessment-items.service';
import * as photos from './home-assessment-photos.service';
import * as assessment from './home-assessment.service';

const tags = ['home-assessment'];
const base = '/staff/families/:familyId/home-assessment';
/**
 * Guarded by manage_families alone: lib/family-access admits a caseworker for the families assigned to them (and
 * for reading, every family when the agency lets caseworkers read all). Listing manage_assigned_families here
 * would admit any caseworker to any family.
 */
const readFamily = { auth: 'staff', permission: 'manage_families' } as const;
const writeFamily = { auth: 'staff', permission: 'manage_families' } as const;
const saved = { 200: StaffAssessmentItemSchema, 409: ItemConflictSchema };
const fileResponse = {
  200: z.any().describe('The photo (re-encoded, without metadata) or its WebP thumbnail'),
};

/** A stale change answers 409 in the house shape with the item as it is now; nothing was written. */
function reply(req: FastifyRequest, res: FastifyReply, outcome: assessment.SaveOutcome) {
  if ('saved' in outcome) return outcome.saved;
  return res.code(409).send({
    code: 'CONFLICT',
    message: `Someone else saved "${outcome.conflict.name}" meanwhile. Look at what it says now, then make your change again.`,
    requestId: String(req.id),
    current: outcome.conflict,
  });
}

/** The home environment assessment (issue 43): staff on the family's Home Study tab, the family's corrections. */
export const homeAssessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.get(
    base,
    {
      config: readFamily,
      schema: { tags, params: FamilyIdParamsSchema, response: { 200: StaffHomeAssessmentSchema } },
    },
    async (req) => assessment.getAssessment(app.ctx, req.caller, req.params.familyId),
  );

  app.put(
    `${base}/items/:itemKey`,
    {
      config: writeFamily,
      schema: { tags, params: ItemParamsSchema, body: RecordItemBodySchema, response: saved },
    },
    async (req, res) =>
      reply(req, res, await assessment.recordItem(app.ctx, req.caller, req.params, req.body)),
  );

  app.post(
    `${base}/items/:itemKey/correction/decision`,
    {
      config: writeFamily,
      schema: { tags, params: ItemParamsSchema, body: DecideCorrectionBodySchema, response: saved },
    },
    async (req, res) =>
      reply(req, res, await assessment.decideCorrection(app.ctx, req.caller, req.params, req.body)),
  );

  app.post(
    `${base}/complete`,
    {
      config: writeFamily,
      schema: { tags, params: FamilyIdParamsSchema, response: { 200: StaffHomeAssessmentSchema } },
    },
    async (req) => assessment.completeAssessment(app.ctx, req.caller, req.params.familyId),
  );

  app.post(
    `${base}/items/:itemKey/photos`,
    {
      config: writeFamily,
      schema: { tags, params: ItemParamsSchema, response: { 201: AssessmentPhotoSchema } },
    },
    async (req, res) => {
      const upload = await readUpload(req, {
        maxBytes: ASSESSMENT_PHOTO_MAX_BYTES,
        fieldsSchema: z.object({}),
      });
      const [file] = upload.files;
      if (!file) throw new Error('readUpload returned no file');
      return res.code(201).send(await photos.addStaffPhoto(app.ctx, req.caller, req.params, file));
    },
  );

  app.delete(
    `${base}/photos/:photoId`,
    { config: writeFamily, schema: { tags, params: PhotoParamsSchema } },
    async (req, res) => {
      await photos.removeStaffPhoto(app.ctx, req.caller, req.params);
      return res.code(204).send();
    },
  );

  app.get(
    `${base}/photos/:photoId/file`,
    {
      config: readFamily,
      schema: { tags, params: PhotoParamsSchema, querystring: PhotoFileQuerySchema, response: fileResponse },
      ...privateFileCaching,
    },
    async (req, res) =>
      sendFile(res, await photos.staffPhotoFile(app.ctx, req.caller, req.params, req.query.variant)),
  );

  // ---- The family ---------------------------------------------------------------------------------

  app.get(
    '/family/home-assessment',
    { config: { auth: 'family' }, schema: { tags, response: { 200: FamilyHomeAssessmentSchema } } },
    async (req) => assessment.familyAssessment(app.ctx, req.caller),
  );

  app.post(
    '/family/home-assessment/corrections/:itemKey',
    {
      config: { auth: 'family' },
      schema: { tags, params: FamilyItemParamsSchema, response: { 200: FamilyCorrectionSchema } },
    },
    async (req) => {
      const upload = await readUpload(req, {
        maxBytes: ASSESSMENT_PHOTO_MAX_BYTES,
        maxFiles: CORRECTION_ANSWER_PHOTOS_MAX,
        maxTotalBytes: ASSESSMENT_PHOTO_MAX_BYTES * CORRECTION_ANSWER_PHOTOS_MAX,
        fieldsSchema: CorrectionAnswerFieldsSchema,
      });
      return photos.answerCorrection(app.ctx, req.caller, req.params.itemKey, {
        files: upload.files,
        note: upload.fields.note,
      });
    },
  );

  app.get(
    '/family/home-assessment/photos/:photoId/file',
    {
      config: { auth: 'family' },
      schema: {
        tags,
        params: FamilyPhotoParamsSchema,
        querystring: PhotoFileQuerySchema,
        response: fileResponse,
      },
      ...privateFileCaching,
    },
    async (req, res) =>
      sendFile(res, await photos.familyPhotoFile(app.ctx, req.caller, req.params.photoId, req.query.variant)),
  );

  // ---- The checklist (System Configuration) -------------------------------------------------------

  const system = { auth: 'staff', permission: 'system_configuration' } as const;
  app.get(
    '/staff/system/home-assessment-items',
    { config: system, schema: { tags, response: { 200: z.array(AssessmentItemTypeSchema) } } },
    async (req) => items.listItemTypes(app.ctx, req.caller),
  );
  app.post(
    '/staff/system/home-assessment-items',
    {
      config: system,
      schema: { tags, body: AssessmentItemTypeBodySchema, response: { 201: AssessmentItemTypeSchema } },
    },
    async (req, res) => res.code(201).send(await items.addItemType(app.ctx, req.caller, req.body)),
  );
  app.put(
    '/staff/system/home-assessment-items/:key',
    {
      config: system,
      schema: {
        tags,
        params: z.object({ key: ItemKeySchema }),
        body: AssessmentItemTypeBodySchema,
        response: { 200: AssessmentItemTypeSchema },
      },
    },
    async (req) => items.updateItemType(app.ctx, req.caller, req.params.key, req.body),
  );
};
