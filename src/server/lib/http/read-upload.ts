import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../app-error';

/** Why reading a multipart body failed, as the client should hear it. */
function uploadError(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', {
        message: `The file is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB. Please upload a smaller file.`,
      });
    case 'FST_FILES_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', { message: 'Send one file per upload.' });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', { message: 'The upload has too many fields.' });
    default:
      // A missing or wrong boundary, a truncated body, a malformed part header: the body is unreadable.
      return new AppError('BAD_REQUEST', {
        message: 'The upload could not be read. Please try again.',
        cause: error,
      });
  }
}

export interface Upload<Fields> {
  fields: Fields;
  filename: string;
  bytes: Buffer;
}

/**
 * Reads a multipart upload: text fields validated with `fieldsSchema` and exactly one part named `file`,
 * read into memory up to `maxBytes` (content checks need the whole file). Too large is 413; anything else
 * malformed is 400 or 415.
 */
export async function readUpload<Schema extends z.ZodType<Record<string, unknown>>>(
  req: FastifyRequest,
  options: { maxBytes: number; fieldsSchema: Schema; maxFields?: number },
): Promise<Upload<z.output<Schema>>> {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'Send the file as multipart/form-data.' });
  const maxFields = options.maxFields ?? 10;
  const fields: Record<string, string> = {};
  let file: { filename: string; bytes: Buffer } | undefined;
  try {
    for await (const part of req.parts({
      limits: {
        fileSize: options.maxBytes,
        files: 1,
        fields: maxFields,
        fieldSize: 1024,
        parts: maxFields + 1,
      },
    })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'file') file = { filename: part.filename, bytes: await part.toBuffer() };
      else
        throw new AppError('VALIDATION_FAILED', {
          message: 'The file must be sent in the field named "file".',
        });
    }
  } catch (error) {
    throw uploadError(error, options.maxBytes);
  }
  if (!file) throw new AppError('VALIDATION_FAILED', { message: 'Choose a file to upload.' });
  const parsed = options.fieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', {
      message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    });
  }
  return { fields: parsed.data, ...file };
}
