import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Told the fingerprint of a body the route reads itself (multipart) once it is read: set by the idempotency
     * plugin on a request with an Idempotency-Key, and may answer it there (a replay, or 422); null elsewhere.
     */
    bodyRead: ((fingerprint: string) => void) | null;
  }
}

/** The same for the same fields and files, whatever boundary the multipart body was framed with. */
function fingerprintOf(fields: Record<string, string>, files: UploadedFile[]): string {
  const hash = createHash('sha256').update(JSON.stringify(Object.entries(fields).sort()));
  for (const file of files) hash.update(`\0${file.filename}\0${file.bytes.length}\0`).update(file.bytes);
  return hash.digest('hex');
}

interface UploadLimits {
  maxBytes: number;
  maxFiles: number;
  maxTotalBytes: number;
}

const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));

/** Why reading a multipart body failed, as the client should hear it. */
function uploadError(error: unknown, limits: UploadLimits): unknown {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', {
        message: `The file is larger than ${megabytes(limits.maxBytes)} MB. Please upload a smaller file.`,
        translation: { key: 'errors.upload.fileTooLarge', values: { megabytes: megabytes(limits.maxBytes) } },
      });
    case 'FST_FILES_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', {
        message:
          limits.maxFiles === 1
            ? 'Send one file per upload.'
            : `Send at most ${limits.maxFiles} files per upload.`,
        translation:
          limits.maxFiles === 1
            ? { key: 'errors.upload.oneFile' }
            : { key: 'errors.upload.tooManyFiles', values: { max: limits.maxFiles } },
      });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', { message: 'The upload has too many fields.' });
    default:
      // A missing or wrong boundary, a truncated body, a malformed part header: the body is unreadable.
      return new AppError('BAD_REQUEST', {
        message: 'The upload could not be read. Please try again.',
        translation: { key: 'errors.upload.unreadable' },
        cause: error,
      });
  }
}

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

export interface Upload<Fields> {
  fields: Fields;
  /** In the order they were sent; at least one. */
  files: UploadedFile[];
}

/**
 * Reads a multipart upload: text fields validated with `fieldsSchema` and one to `maxFiles` parts named `file`,
 * each read into memory up to `maxBytes` (content checks need the whole file) and all together up to
 * `maxTotalBytes`. Too large or too many is 413; anything else malformed is 400 or 415.
 */
export async function readUpload<Schema extends z.ZodType<Record<string, unknown>>>(
  req: FastifyRequest,
  options: {
    maxBytes: number;
    fieldsSchema: Schema;
    maxFields?: number;
    maxFiles?: number;
    maxTotalBytes?: number;
  },
): Promise<Upload<z.output<Schema>>> {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'Send the file as multipart/form-data.' });
  const maxFields = options.maxFields ?? 10;
  const limits: UploadLimits = {
    maxBytes: options.maxBytes,
    maxFiles: options.maxFiles ?? 1,
    maxTotalBytes: options.maxTotalBytes ?? options.maxBytes,
  };
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let totalBytes = 0;
  try {
    for await (const part of req.parts({
      limits: {
        fileSize: limits.maxBytes,
        files: limits.maxFiles,
        fields: maxFields,
        fieldSize: 1024,
        parts: maxFields + limits.maxFiles,
      },
    })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'file') {
        const bytes = await part.toBuffer();
        totalBytes += bytes.length;
        if (totalBytes > limits.maxTotalBytes)
          throw new AppError('PAYLOAD_TOO_LARGE', {
            message: `The files are larger than ${megabytes(limits.maxTotalBytes)} MB together. Please upload fewer or smaller files.`,
            translation: {
              key: 'errors.upload.filesTooLarge',
              values: { megabytes: megabytes(limits.maxTotalBytes) },
            },
          });
        files.push({ filename: part.filename, bytes });
      } else
        throw new AppError('VALIDATION_FAILED', {
          message: 'The file must be sent in the field named "file".',
        });
    }
  } catch (error) {
    throw uploadError(error, limits);
  }
  if (files.length === 0) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'Choose a file to upload.',
      translation: { key: 'errors.upload.chooseFile' },
    });
  }
  const parsed = options.fieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', {
      message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    });
  }
  req.bodyRead?.(fingerprintOf(fields, files));
  return { fields: parsed.data, files };
}
