import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { LessonVideoLink } from '@shared/family-learning/family-learning.schema';
import { AppError } from '../../lib/app-error';
import { type Caller, requireFamily } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import type { RangedFile } from '../../lib/http/send-file';
import { resolvePrincipal } from '../auth/sessions.service';
import { learningError, startedLesson } from './learner-access.service';

/**
 * A video lesson's file for a `<video>` element, which streams by ranges but cannot send the session's bearer
 * token (decision 017): an authorized call issues a short-lived link signed for one lesson's file and the
 * family's session; the link is checked again, with the session, on every range request.
 */

/** Long enough to start and seek a lesson; the player asks for a new link when one runs out. */
export const VIDEO_LINK_TTL_SECONDS = 15 * 60;

/** Where a signed link is served (under /api); the token goes in the query, too long for a path segment. */
export const VIDEO_LINK_PATH = '/media/lesson-video';

/** What a link is signed for. Short keys keep the URL short. */
interface VideoLinkClaims {
  /** Session and user the link was issued to. */
  s: string;
  u: string;
  /** Enrollment and lesson. */
  e: string;
  l: string;
  /** Fingerprint of the stored file: a replaced video ends the links to the old one. */
  f: string;
  /** Expiry, seconds since the epoch. */
  x: number;
}

/** A key of its own, derived from the auth secret, so a link can never pass for an access token. */
const linkKey = (secret: string) => createHmac('sha256', secret).update('haven-lesson-video-link').digest();
const signatureOf = (secret: string, payload: string) =>
  createHmac('sha256', linkKey(secret)).update(payload).digest();
const fingerprintOf = (storageKey: string) =>
  createHash('sha256').update(storageKey).digest('base64url').slice(0, 16);

function signLink(secret: string, claims: VideoLinkClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signatureOf(secret, payload).toString('base64url')}`;
}

function isClaims(value: unknown): value is VideoLinkClaims {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['s', 'u', 'e', 'l', 'f'].every((key) => typeof v[key] === 'string') && typeof v.x === 'number';
}

/** The link's claims; 403 for a link Haven did not sign, 401 once it has expired. */
function readLink(secret: string, token: string, now: Date): VideoLinkClaims {
  const [payload = '', signature = ''] = token.split('.');
  const expected = signatureOf(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  const forged = () => new AppError('FORBIDDEN', { message: 'This video link is not valid.' });
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forged();
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw forged();
  }
  if (!isClaims(claims)) throw forged();
  if (claims.x * 1000 <= now.getTime())
    throw new AppError('UNAUTHENTICATED', { message: 'This video link has expired.' });
  return claims;
}

/** The lesson with its stored video, for a family that has started the course; 404 without a video. */
async function lessonWithVideo(ctx: AppContext, familyId: string, enrollmentId: string, lessonId: string) {
  const { lesson } = await startedLesson(ctx, familyId, enrollmentId, lessonId);
  const { videoStorageKey: key, videoMimeType: mimeType, videoSizeBytes: size } = lesson;
  if (!key || !mimeType || size === null) throw learningError('NOT_FOUND', 'errors.learning.noVideo');
  return { key, mimeType, size };
}

/** GET …/lessons/:lessonId/video-link: a link to the video for the signed-in family's started course. */
export async function issueLessonVideoLink(
  ctx: AppContext,
  caller: Caller,
  enrollmentId: string,
  lessonId: string,
): Promise<LessonVideoLink> {
  const principal = requireFamily(caller);
  const video = await lessonWithVideo(ctx, principal.familyId, enrollmentId, lessonId);
  const expires = Math.floor(ctx.now().getTime() / 1000) + VIDEO_LINK_TTL_SECONDS;
  const token = signLink(ctx.config.auth.secret, {
    s: principal.sessionId,
    u: principal.userId,
    e: enrollmentId,
    l: lessonId,
    f: fingerprintOf(video.key),
    x: expires,
  });
  return { url: `/api${VIDEO_LINK_PATH}?token=${token}`, expiresAt: new Date(expires * 1000).toISOString() };
}

/**
 * The video a signed link names, readable in ranges. The session it was issued to must still be live (a
 * sign-out ends its links at once) and the family must still be able to take the course.
 */
export async function linkedLessonVideo(ctx: AppContext, token: string): Promise<RangedFile> {
  const claims = readLink(ctx.config.auth.secret, token, ctx.now());
  const principal = await resolvePrincipal(ctx, { userId: claims.u, sessionId: claims.s });
  if (principal?.kind !== 'family') throw new AppError('UNAUTHENTICATED');
  const video = await lessonWithVideo(ctx, principal.familyId, claims.e, claims.l);
  if (fingerprintOf(video.key) !== claims.f) throw learningError('NOT_FOUND', 'errors.learning.noVideo');
  return {
    size: video.size,
    contentType: video.mimeType,
    filename: `lesson-video.${video.mimeType === 'video/webm' ? 'webm' : 'mp4'}`,
    read: async (range) => (await ctx.storage.get(video.key, range)).body,
  };
}
