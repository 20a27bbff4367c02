import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import type { Storage } from '../storage/storage';

/** `bytes=start-end`, `bytes=start-` or `bytes=-suffix`; one range only (what media players send). */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  const [, from = '', to = ''] = match;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return { start, end };
}

/** Skips `start` bytes of a stream and ends after `end` (inclusive). */
async function* slice(body: AsyncIterable<Buffer | Uint8Array>, start: number, end: number) {
  let offset = 0;
  for await (const raw of body) {
    const chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
    const chunkEnd = offset + chunk.length;
    if (chunkEnd > start && offset <= end)
      yield chunk.subarray(Math.max(0, start - offset), Math.min(chunk.length, end + 1 - offset));
    offset = chunkEnd;
    if (offset > end) break;
  }
}

/**
 * A private media file with Range support (206 for a range, 416 for one outside the file), so a <video> can
 * seek without downloading everything first. Same headers as sendFile otherwise.
 */
export async function sendStoredRange(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  file: { key: string; contentType: string; filename: string },
) {
  const stored = await storage.get(file.key);
  const range = parseRange(req.headers.range, stored.size);
  reply
    .header('Content-Type', file.contentType)
    .header('Accept-Ranges', 'bytes')
    .header('Content-Disposition', `inline; filename="${file.filename}"`)
    .header('X-Content-Type-Options', 'nosniff');
  if (!range) return reply.header('Content-Length', String(stored.size)).send(stored.body);
  if (range === 'invalid' || range.start > range.end || range.start >= stored.size) {
    stored.body.destroy();
    throw new AppError('RANGE_NOT_SATISFIABLE', {
      message: 'The requested range is outside the file.',
      headers: { 'content-range': `bytes */${stored.size}` },
    });
  }
  return reply
    .code(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${stored.size}`)
    .header('Content-Length', String(range.end - range.start + 1))
    .send(Readable.from(slice(stored.body, range.start, range.end)));
}
