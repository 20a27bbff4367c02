import { createHash } from 'node:crypto';
import type { Verification } from '@shared/signing/signing.schema';
import type { AppContext } from '../../lib/context';
import * as repo from './signing.repository';

function verified(row: repo.SealedRow, fileChecked: boolean): Verification {
  return {
    result: 'verified',
    verificationCode: row.verificationCode,
    documentName: row.templateName,
    version: row.version,
    sealedAt: row.sealedAt.toISOString(),
    signers: row.signers,
    fileChecked,
  };
}

/**
 * Public: is this file a sealed PDF this Haven issued, byte for byte? Answers with the document's name, the
 * signers and times, and nothing else about the family. A changed byte changes the hash: not verified.
 */
export async function verifyFile(ctx: AppContext, bytes: Buffer): Promise<Verification> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const row = await repo.findSealedBy(ctx.db, { sha256 });
  return row ? verified(row, true) : { result: 'not_verified' };
}

/** Public: the sealed document a certificate page's short code names. */
export async function verifyCode(ctx: AppContext, code: string): Promise<Verification> {
  const row = await repo.findSealedBy(ctx.db, { code: code.toUpperCase() });
  return row ? verified(row, false) : { result: 'not_verified' };
}
