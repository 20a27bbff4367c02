import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_PAGES_MAX, UPLOAD_TOTAL_SIZE_FACTOR } from '@shared/documents/documents.limits';
import {
  DocumentIdParamsSchema,
  DocumentPageListSchema,
  DocumentPageParamsSchema,
  DocumentVersionListSchema,
  DocumentVersionParamsSchema,
  FamilyDocumentListSchema,
  FamilyIdParamsSchema,
  ReviewDocumentBodySchema,
  StaffDocumentDetailSchema,
  StaffDocumentListQuerySchema,
  StaffDocumentPageSchema,
  StaffUploadDocumentFieldsSchema,
  StaffUploadResponseSchema,
  UploadDocumentFieldsSchema,
  UploadDocumentResponseSchema,
  UploadSlotListSchema,
} from '@shared/documents/documents.schema';
import { readUpload } from '../../lib/http/read-upload';
import { privateFileCaching, sendFile } from '../../lib/http/send-file';
import * as pages from './document-pages.service';
import * as review from './document-review.service';
import * as familyDocuments from './family-documents.service';
import * as staffUpload from './staff-upload.service';

const fileResponse = { 200: z.any().describe('The file bytes, with the stored Content-Type') };

/** Family upload and files (spec 01 §7 "Family data"), staff review at /staff/documents (manage_documents). */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.post(
    '/family/documents',
    {
      config: { auth: 'family', idempotent: true, memberAccount: true },
      schema: {
        tags: ['documents'],
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data: stepId, documentName, optional documentId, and one or more file parts named "file" (several become one PDF, a page per photo).',
        response: { 201: UploadDocumentResponseSchema },
      },
    },
    async (req, reply) => {
      const upload = await readUpload(req, {
        maxBytes: app.ctx.config.uploadMaxBytes,
        maxFiles: UPLOAD_PAGES_MAX,
        maxTotalBytes: app.ctx.config.uploadMaxBytes * UPLOAD_TOTAL_SIZE_FACTOR,
        fieldsSchema: UploadDocumentFieldsSchema,
      });
      return reply.code(201).send(await familyDocuments.uploadDocument(app.ctx, req.caller, upload));
    },
  );

  app.post(
    '/staff/families/:familyId/documents',
    {
      config: { auth: 'staff', permission: 'manage_documents', idempotent: true },
      schema: {
        tags: ['documents'],
        consumes: ['multipart/form-data'],
        params: FamilyIdParamsSchema,
        description:
          'multipart/form-data: documentId (one of the family\'s upload items), optional expiresOn, and one or more file parts named "file", checked as a family\'s upload; recorded as added by the staff member.',
        response: { 201: StaffUploadResponseSchema },
      },
    },
    async (req, reply) => {
      const upload = await readUpload(req, {
        maxBytes: app.ctx.config.uploadMaxBytes,
        maxFiles: UPLOAD_PAGES_MAX,
        maxTotalBytes: app.ctx.config.uploadMaxBytes * UPLOAD_TOTAL_SIZE_FACTOR,
        fieldsSchema: StaffUploadDocumentFieldsSchema,
      });
      return reply
        .code(201)
        .send(await staffUpload.staffUploadDocument(app.ctx, req.caller, req.params.familyId, upload));
    },
  );

  app.get(
    '/staff/families/:familyId/upload-slots',
    {
      config: { auth: 'staff', permission: 'manage_documents' },
      schema: { tags: ['documents'], params: FamilyIdParamsSchema, response: { 200: UploadSlotListSchema } },
    },
    async (req) => staffUpload.listUploadSlots(app.ctx, req.caller, req.params.familyId),
  );

  app.get(
    '/family/documents',
    {
      config: { auth: 'family', session: 'in-read' },
      schema: { tags: ['documents'], response: { 200: FamilyDocumentListSchema } },
    },
    async (req) => familyDocuments.listFamilyDocuments(app.ctx, req.caller),
  );

  for (const variant of ['file', 'thumbnail'] as const) {
    app.get(
      `/family/documents/:documentId/${variant}`,
      {
        config: { auth: 'family' },
        schema: { tags: ['documents'], params: DocumentIdParamsSchema, response: fileResponse },
        ...privateFileCaching,
      },
      async (req, reply) =>
        sendFile(
          reply,
          await familyDocuments.getFamilyDocumentFile(app.ctx, req.caller, req.params.documentId, variant),
        ),
    );
    app.get(
      `/staff/documents/:documentId/${variant}`,
      {
        config: { auth: 'staff', permission: 'manage_documents' },
        schema: { tags: ['documents'], params: DocumentIdParamsSchema, response: fileResponse },
        ...privateFileCaching,
      },
      async (req, reply) =>
        sendFile(
          reply,
          await review.getStaffDocumentFile(app.ctx, req.caller, req.params.documentId, variant),
        ),
    );
  }

  app.get(
    '/staff/documents/:documentId/versions',
    {
      config: { auth: 'staff', permission: 'manage_documents' },
      schema: {
        tags: ['documents'],
        params: DocumentIdParamsSchema,
        response: { 200: DocumentVersionListSchema },
      },
    },
    async (req) => pages.listDocumentVersions(app.ctx, req.caller, req.params.documentId),
  );

  app.get(
    '/staff/documents/:documentId/versions/:version/file',
    {
      config: { auth: 'staff', permission: 'manage_documents' },
      schema: { tags: ['documents'], params: DocumentVersionParamsSchema, response: fileResponse },
      ...privateFileCaching,
    },
    async (req, reply) =>
      sendFile(
        reply,
        await pages.getDocumentVersionFile(app.ctx, req.caller, req.params.documentId, req.params.version),
      ),
  );

  app.get(
    '/staff/documents/:documentId/pages',
    {
      config: { auth: 'staff', permission: 'manage_documents' },
      schema: {
        tags: ['documents'],
        params: DocumentIdParamsSchema,
        response: { 200: DocumentPageListSchema },
      },
    },
    async (req) => pages.listDocumentPages(app.ctx, req.caller, req.params.documentId),
  );

  app.get(
    '/staff/documents/:documentId/pages/:pageNumber/image',
    {
      config: { auth: 'staff', permission: 'manage_documents' },
      schema: { tags: ['documents'], params: DocumentPageParamsSchema, response: fileResponse },
      ...privateFileCaching,
    },
    async (req, reply) =>
      sendFile(
        reply,
        await pages.getDocumentPageImage(app.ctx, req.caller, req.params.documentId, req.params.pageNumber),
      ),
  );

  app.get(
    '/staff/documents',
    {
      config: { auth: 'staff', permission: 'manage_documents', session: 'in-read' },
      schema: {
        tags: ['documents'],
        querystring: StaffDocumentListQuerySchema,
        response: { 200: StaffDocumentPageSchema },
      },
    },
    async (req) => review.listStaffDocuments(app.ctx, req.caller, req.query),
  );

  app.get(
    '/staff/documents/:documentId',
    {
      config: { auth: 'staff', permission: 'manage_documents', session: 'in-read' },
      schema: {
        tags: ['documents'],
        params: DocumentIdParamsSchema,
        response: { 200: StaffDocumentDetailSchema },
      },
    },
    async (req) => review.getStaffDocument(app.ctx, req.caller, req.params.documentId),
  );

  app.post(
    '/staff/documents/:documentId/review',
    {
      config: { auth: 'staff', permission: 'manage_documents' },
      schema: {
        tags: ['documents'],
        params: DocumentIdParamsSchema,
        body: ReviewDocumentBodySchema,
        response: { 200: StaffDocumentDetailSchema },
      },
    },
    async (req) => review.reviewDocument(app.ctx, req.caller, req.params.documentId, req.body),
  );

  app.post(
    '/staff/documents/:documentId/reprocess',
    {
      config: { auth: 'staff', permission: 'manage_documents' },
      schema: {
        tags: ['documents'],
        params: DocumentIdParamsSchema,
        response: { 202: StaffDocumentDetailSchema },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await review.reprocessDocument(app.ctx, req.caller, req.params.documentId)),
  );
};
