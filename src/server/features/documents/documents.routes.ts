import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DocumentIdParamsSchema,
  FamilyDocumentListSchema,
  ReviewDocumentBodySchema,
  StaffDocumentDetailSchema,
  StaffDocumentListQuerySchema,
  StaffDocumentPageSchema,
  UploadDocumentFieldsSchema,
  UploadDocumentResponseSchema,
} from '@shared/documents/documents.schema';
import { AppError } from '../../lib/app-error';
import * as documents from './documents.service';

const fileResponse = { 200: z.any().describe('The file bytes, with the stored Content-Type') };

/** Private files: never cached, never sniffed, shown inline under a generated name. */
function sendFile(reply: FastifyReply, file: documents.ServedFile) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', `inline; filename="${file.filename}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.body);
}

/** Runs after the API-wide `no-store` hook, so files keep the stricter value. */
const privateCache = {
  onSend: async (_req: FastifyRequest, reply: FastifyReply) =>
    void reply.header('Cache-Control', 'private, no-store'),
};

/**
 * Reads the multipart upload: text fields validated with UploadDocumentFieldsSchema and exactly one part named
 * `file`, read into memory up to UPLOAD_MAX_BYTES (the whole file is needed for the content checks).
 */
async function readUpload(req: FastifyRequest, maxBytes: number): Promise<documents.UploadInput> {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'Send the document as multipart/form-data.' });
  const fields: Record<string, string> = {};
  let file: { filename: string; bytes: Buffer } | undefined;
  try {
    for await (const part of req.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'file') file = { filename: part.filename, bytes: await part.toBuffer() };
      else
        throw new AppError('VALIDATION_FAILED', {
          message: 'The file must be sent in the field named "file".',
        });
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const megabytes = Math.floor(maxBytes / (1024 * 1024));
      throw new AppError('PAYLOAD_TOO_LARGE', {
        message: `The file is larger than ${megabytes} MB. Please upload a smaller file.`,
      });
    }
    throw error;
  }
  if (!file) throw new AppError('VALIDATION_FAILED', { message: 'Choose a file to upload.' });
  const parsed = UploadDocumentFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', {
      message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    });
  }
  return { fields: parsed.data, ...file };
}

/** Family upload and files (spec 01 §7 "Family data"), staff review at /staff/documents (manage_documents). */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.post(
    '/family/documents',
    {
      schema: {
        tags: ['documents'],
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data: stepId, documentName, optional documentId, and one file part named "file".',
        response: { 201: UploadDocumentResponseSchema },
      },
    },
    async (req, reply) => {
      const upload = await readUpload(req, app.ctx.config.uploadMaxBytes);
      return reply.code(201).send(await documents.uploadDocument(app.ctx, req.principal, req.actor, upload));
    },
  );

  app.get(
    '/family/documents',
    { schema: { tags: ['documents'], response: { 200: FamilyDocumentListSchema } } },
    async (req) => documents.listFamilyDocuments(app.ctx, req.principal),
  );

  for (const variant of ['file', 'thumbnail'] as const) {
    app.get(
      `/family/documents/:documentId/${variant}`,
      {
        schema: { tags: ['documents'], params: DocumentIdParamsSchema, response: fileResponse },
        ...privateCache,
      },
      async (req, reply) =>
        sendFile(
          reply,
          await documents.getFamilyDocumentFile(app.ctx, req.principal, req.params.documentId, variant),
        ),
    );
    app.get(
      `/staff/documents/:documentId/${variant}`,
      {
        schema: { tags: ['documents'], params: DocumentIdParamsSchema, response: fileResponse },
        ...privateCache,
      },
      async (req, reply) =>
        sendFile(
          reply,
          await documents.getStaffDocumentFile(app.ctx, req.principal, req.params.documentId, variant),
        ),
    );
  }

  app.get(
    '/staff/documents',
    {
      schema: {
        tags: ['documents'],
        querystring: StaffDocumentListQuerySchema,
        response: { 200: StaffDocumentPageSchema },
      },
    },
    async (req) => documents.listStaffDocuments(app.ctx, req.principal, req.query),
  );

  app.get(
    '/staff/documents/:documentId',
    {
      schema: {
        tags: ['documents'],
        params: DocumentIdParamsSchema,
        response: { 200: StaffDocumentDetailSchema },
      },
    },
    async (req) => documents.getStaffDocument(app.ctx, req.principal, req.params.documentId),
  );

  app.post(
    '/staff/documents/:documentId/review',
    {
      schema: {
        tags: ['documents'],
        params: DocumentIdParamsSchema,
        body: ReviewDocumentBodySchema,
        response: { 200: StaffDocumentDetailSchema },
      },
    },
    async (req) =>
      documents.reviewDocument(app.ctx, req.principal, req.actor, req.params.documentId, req.body),
  );

  app.post(
    '/staff/documents/:documentId/reprocess',
    {
      schema: {
        tags: ['documents'],
        params: DocumentIdParamsSchema,
        response: { 202: StaffDocumentDetailSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(202)
        .send(await documents.reprocessDocument(app.ctx, req.principal, req.actor, req.params.documentId)),
  );
};
