import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange } from '../storage/storage';

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

/**
 * The byte range a `Range` header asks for in a file of `size` bytes: one range ('bytes=0-99', 'bytes=100-',
 * 'bytes=-500'), clipped to the file. null means send the whole file (no header, several ranges, or another
 * unit: a server may ignore those); 'unsatisfiable' means a range that starts past the end.
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** A private file that can be read in part (videos): what sendRangedFile needs. */
export interface RangedFile {
  size: number;
  contentType: string;
  filename: string;
  read(range?: ByteRange): Promise<Readable>;
}

/** Sends a private file, or the range the request asks for (206), so players can seek. */
export async function sendRangedFile(req: FastifyRequest, reply: FastifyReply, file: RangedFile) {
  const range = byteRangeOf(req.headers.range, file.size);
  reply.header('Accept-Ranges', 'bytes');
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('Content-Range', `bytes */${file.size}`)
      .send({ code: 'BAD_REQUEST', message: 'The requested range is not satisfiable.', requestId: req.id });
  }
  if (!range) return sendFile(reply, { ...file, body: await file.read() });
  return sendFile(reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`), {
    ...file,
    size: range.end - range.start + 1,
    body: await file.read(range),
  });
}
