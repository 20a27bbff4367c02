import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DocumentIdParamsSchema,
  FamilyIdParamsSchema,
  ReturnFormBodySchema,
  SealedVersionParamsSchema,
  StaffFamilyFormListSchema,
  StaffFormDetailSchema,
  TemplateBodySchema,
  TemplateIdParamsSchema,
  TemplateListSchema,
  TemplateSchema,
  DeclineBodySchema,
  SignerParamsSchema,
} from '@shared/signing/signing.schema';
import { TemplateTranslationsSchema } from '@shared/signing/template-translations';
import {
  CountersignQueueSchema,
  StaffSignBodySchema,
  StaffSignResponseSchema,
} from '@shared/signing/signers.schema';
import { TEMPLATE_PDF_MAX_BYTES } from '@shared/signing/signing.limits';
import { readUpload } from '../../lib/http/read-upload';
import { AppError } from '../../lib/app-error';
import { privateFileCaching, sendFile } from '../../lib/http/send-file';
import * as countersign from './countersign.service';
import * as templatePdf from './template-pdf.service';
import * as sealedFiles from './sealed-files.service';
import * as staffForms from './staff-forms.service';
import * as templates from './templates.service';

const tags = ['signing'];
const documents = { auth: 'staff', permission: 'manage_documents' } as const;
const templateAccess = { auth: 'staff', permission: 'manage_templates' } as const;
/** Who may countersign decides the service: a family's caseworker, or a supervisor (approve_families). */
const countersigners = { auth: 'staff', permission: countersign.COUNTERSIGNERS } as const;

/** Staff: a family's forms (manage_documents) and the templates (manage_templates). */
export const signingStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  app.get(
    '/staff/families/:familyId/forms',
    {
      config: documents,
      schema: { tags, params: FamilyIdParamsSchema, response: { 200: StaffFamilyFormListSchema } },
    },
    async (req) => staffForms.listFamilyForms(app.ctx, req.caller, req.params.familyId),
  );

  app.get(
    '/staff/forms/:documentId',
    {
      config: documents,
      schema: { tags, params: DocumentIdParamsSchema, response: { 200: StaffFormDetailSchema } },
    },
    async (req) => staffForms.getStaffForm(app.ctx, req.caller, req.params.documentId),
  );

  app.post(
    '/staff/forms/:documentId/return',
    {
      config: documents,
      schema: {
        tags,
        params: DocumentIdParamsSchema,
        body: ReturnFormBodySchema,
        response: { 200: StaffFormDetailSchema },
      },
    },
    async (req) => staffForms.returnForm(app.ctx, req.caller, req.params.documentId, req.body.reason),
  );

  app.get(
    '/staff/forms/:documentId/sealed/:version',
    {
      config: documents,
      schema: {
        tags,
        params: SealedVersionParamsSchema,
        response: { 200: z.any().describe('The sealed PDF') },
      },
      ...privateFileCaching,
    },
    async (req, reply) =>
      sendFile(
        reply,
        await sealedFiles.getStaffSealedFile(app.ctx, req.caller, req.params.documentId, req.params.version),
      ),
  );

  app.get(
    '/staff/signatures',
    { config: countersigners, schema: { tags, response: { 200: CountersignQueueSchema } } },
    async (req) => countersign.countersignQueue(app.ctx, req.caller),
  );

  app.get(
    '/staff/signatures/:documentId',
    {
      config: countersigners,
      schema: { tags, params: DocumentIdParamsSchema, response: { 200: StaffFormDetailSchema } },
    },
    async (req) => countersign.getCountersignForm(app.ctx, req.caller, req.params.documentId),
  );

  app.get(
    '/staff/signatures/:documentId/sealed/:version',
    {
      config: countersigners,
      schema: {
        tags,
        params: SealedVersionParamsSchema,
        response: { 200: z.any().describe('The sealed PDF') },
      },
      ...privateFileCaching,
    },
    async (req, reply) =>
      sendFile(
        reply,
        await countersign.getCountersignSealedFile(
          app.ctx,
          req.caller,
          req.params.documentId,
          req.params.version,
        ),
      ),
  );

  app.post(
    '/staff/signatures/:documentId/:role',
    {
      config: countersigners,
      schema: {
        tags,
        params: SignerParamsSchema,
        body: StaffSignBodySchema,
        response: { 200: StaffSignResponseSchema },
      },
    },
    async (req) =>
      countersign.countersign(app.ctx, req.caller, req.params.documentId, req.params.role, req.body),
  );

  app.post(
    '/staff/signatures/:documentId/:role/decline',
    {
      config: countersigners,
      schema: { tags, params: SignerParamsSchema, body: DeclineBodySchema, response: { 204: z.null() } },
    },
    async (req, reply) => {
      await countersign.declineCountersign(
        app.ctx,
        req.caller,
        req.params.documentId,
        req.params.role,
        req.body,
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/staff/templates',
    { config: templateAccess, schema: { tags, response: { 200: TemplateListSchema } } },
    async (req) => templates.listTemplates(app.ctx, req.caller),
  );

  app.post(
    '/staff/templates',
    { config: templateAccess, schema: { tags, body: TemplateBodySchema, response: { 201: TemplateSchema } } },
    async (req, reply) => reply.code(201).send(await templates.createTemplate(app.ctx, req.caller, req.body)),
  );

  app.put(
    '/staff/templates/:templateId',
    {
      config: templateAccess,
      schema: {
        tags,
        params: TemplateIdParamsSchema,
        body: TemplateBodySchema,
        response: { 200: TemplateSchema },
      },
    },
    async (req) => templates.updateTemplate(app.ctx, req.caller, req.params.templateId, req.body),
  );

  app.post(
    '/staff/templates/:templateId/pdf',
    {
      config: templateAccess,
      schema: {
        tags,
        params: TemplateIdParamsSchema,
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data with the fillable PDF in the part named "file": its fields become the template\'s.',
        response: { 200: TemplateSchema },
      },
    },
    async (req) => {
      const upload = await readUpload(req, { maxBytes: TEMPLATE_PDF_MAX_BYTES, fieldsSchema: z.object({}) });
      const file = upload.files[0];
      if (!file) throw new AppError('VALIDATION_FAILED', { message: 'Please choose a PDF file.' });
      return templatePdf.attachTemplatePdf(app.ctx, req.caller, req.params.templateId, file.bytes);
    },
  );

  app.delete(
    '/staff/templates/:templateId/pdf',
    {
      config: templateAccess,
      schema: { tags, params: TemplateIdParamsSchema, response: { 200: TemplateSchema } },
    },
    async (req) => templatePdf.detachTemplatePdf(app.ctx, req.caller, req.params.templateId),
  );

  app.put(
    '/staff/templates/:templateId/translations',
    {
      config: templateAccess,
      schema: {
        tags,
        params: TemplateIdParamsSchema,
        body: TemplateTranslationsSchema,
        response: { 200: TemplateSchema },
      },
    },
    async (req) => templates.updateTemplateTranslations(app.ctx, req.caller, req.params.templateId, req.body),
  );
};
