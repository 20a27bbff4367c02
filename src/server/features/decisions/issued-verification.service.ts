import type { Verification } from '@shared/signing/signing.schema';
import type { AppContext } from '../../lib/context';
import * as repo from './decisions.repository';

/**
 * /verify for the documents a decision issued (decision 045): a certificate, a notice, the approved report or a
 * packet, found by its short code or its bytes. Answers its name, its signers and times, a packet's contents,
 * and nothing else about the family.
 */
export async function verifyIssued(
  ctx: AppContext,
  by: { code: string } | { sha256: string },
): Promise<Verification | undefined> {
  const row = await repo.findIssuedBy(ctx.db, by);
  if (!row) return undefined;
  return {
    result: 'verified',
    verificationCode: row.verificationCode,
    documentName: row.name,
    version: 1,
    sealedAt: row.issuedAt.toISOString(),
    signers: row.signers.map((s) => ({ ...s, signedVia: 'staff_session' as const })),
    fileChecked: 'sha256' in by,
    ...(row.contents.length > 0 && { contents: row.contents }),
  };
}
