import type { FastifyReply } from 'fastify';
import type { AppContext } from '../lib/context';

export const REFRESH_COOKIE = 'haven_refresh';
/** The cookie only travels to the auth routes that need it. */
const COOKIE_PATH = '/api/auth';

export function setRefreshCookie(
  reply: FastifyReply,
  ctx: AppContext,
  issued: { refreshToken: string; refreshExpiresAt: Date },
) {
  reply.setCookie(REFRESH_COOKIE, issued.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.auth.secureCookies,
    path: COOKIE_PATH,
    expires: issued.refreshExpiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply, ctx: AppContext) {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.auth.secureCookies,
    path: COOKIE_PATH,
  });
}
