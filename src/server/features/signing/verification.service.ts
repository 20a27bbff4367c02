import { createHash } from 'node:crypto';
import type { Verification } from '@shared/signing/signing.schema';
import type { AppContext } from '../../lib/context';
import { verifyIssued } from '../decisions/issued-verification.service';
import { findSealedReference } from '../references/references.service';
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

/** A family's reference questionnaire (issue 44), sealed like a family's form: one signer, the reference. */
function verifiedReference(
  row: NonNullable<Awaited<ReturnType<typeof findSealedReference>>>,
  fileChecked: boolean,
): Verification | undefined {
  if (!row.completedAt || !row.verificationCode) return undefined;
  const signedAt = row.completedAt.toISOString();
  return {
    result: 'verified',
    verificationCode: row.verificationCode,
    documentName: row.templateName,
    version: 1,
    sealedAt: signedAt,
    signers: [{ role: 'reference', name: row.referenceName, signedAt, signedVia: 'reference_link' }],
    fileChecked,
  };
}

/**
 * Public: is this file a sealed PDF this Haven issued (a signed form, a reference's questionnaire, a decision's
 * document), byte for byte? Answers with the document's name, the
 * signers and times, and nothing else about the family. A changed byte changes the hash: not verified.
 */
export async function verifyFile(ctx: AppContext, bytes: Buffer): Promise<Verification> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const row = await repo.findSealedBy(ctx.db, { sha256 });
  if (row) return verified(row, true);
  const reference = await findSealedReference(ctx, { sha256 });
  if (reference) return verifiedReference(reference, true) ?? { result: 'not_verified' };
  return (await verifyIssued(ctx, { sha256 })) ?? { result: 'not_verified' };
}

/** Public: the sealed document a certificate page's short code names. */
export async function verifyCode(ctx: AppContext, code: string): Promise<Verification> {
  const row = await repo.findSealedBy(ctx.db, { code: code.toUpperCase() });
  if (row) return verified(row, false);
  const reference = await findSealedReference(ctx, { code: code.toUpperCase() });
  if (reference) return verifiedReference(reference, false) ?? { result: 'not_verified' };
  return (await verifyIssued(ctx, { code: code.toUpperCase() })) ?? { result: 'not_verified' };
}
