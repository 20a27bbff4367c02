import {
  checkPassword,
  PASSWORD_MAX_LENGTH,
  type PasswordProblem,
  passwordProblemMessage,
} from '@shared/auth/password-rules';
import type { Tx } from '../../db/client';
import { AppError, type ErrorTranslation } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { hashPassword } from '../../lib/password-hash';
import * as repo from './auth.repository';

/** The rule a password broke, in the families' languages. */
function passwordProblemText(problem: PasswordProblem, minLength: number): ErrorTranslation {
  switch (problem) {
    case 'too_short':
      return { key: 'errors.password.tooShort', values: { minLength } };
    case 'too_long':
      return { key: 'errors.password.tooLong', values: { maxLength: PASSWORD_MAX_LENGTH } };
    case 'too_common':
      return { key: 'errors.password.tooCommon' };
  }
}

/** Applies the password rules (WEAK_PASSWORD says which one failed) and hashes an allowed password. */
export async function hashAllowedPassword(config: AppContext['config'], password: string): Promise<string> {
  const minLength = config.auth.passwordMinLength;
  const problem = checkPassword(password, minLength);
  if (problem) {
    throw new AppError('WEAK_PASSWORD', {
      message: passwordProblemMessage(problem, minLength),
      translation: passwordProblemText(problem, minLength),
    });
  }
  return hashPassword(password);
}

/** Locks the e-mailed link of this purpose; INVALID_TOKEN unless it is unused and unexpired. */
export async function findUsableEmailToken(tx: Tx, token: string, purpose: string, now: Date) {
  const row = await repo.findEmailTokenForUpdate(tx, hashOpaqueToken(token));
  if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt <= now)
    throw new AppError('INVALID_TOKEN');
  return row;
}
