import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A private file ready to stream: documents today, signed PDFs, certificates and course files next. */
export interface ServedFile {
  body: Readable;
  size: number;
  contentType: string;
  /** The download name, ASCII-safe (see downloadFilename); never a storage key. */
  filename: string;
}

/** Private files: never sniffed, shown inline under a generated (ASCII-safe) name. */
export function sendFile(reply: FastifyReply, file: ServedFile) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', `inline; filename="${file.filename}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.body);
}

/**
 * Route options for a private file: runs after the API-wide `no-store` hook, so files keep the stricter
 * value and no shared cache or browser back-forward cache keeps a copy.
 */
export const privateFileCaching = {
  onSend: async (_req: FastifyRequest, reply: FastifyReply) =>
    void reply.header('Cache-Control', 'private, no-store'),
};
