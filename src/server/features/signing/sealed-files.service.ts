import type { Conn } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { requireHouseholdAccount, requireStaffPermission } from '../../lib/caller';
import { AppError } from '../../lib/app-error';
import { writeChainedAudit } from '../../lib/audit-chain';
import type { AppContext } from '../../lib/context';
import type { ServedFile } from '../../lib/http/send-file';
import * as repo from './signing.repository';

/** Serves a sealed PDF to someone allowed to read it; downloading is an event of the document's chain. */
export async function serveSealed(
  ctx: AppContext,
  caller: Caller,
  sealed: repo.SealedRow | undefined,
): Promise<ServedFile> {
  if (!sealed) throw new AppError('NOT_FOUND', { message: 'No sealed copy with this version.' });
  const stored = await ctx.storage.get(sealed.storageKey);
  await ctx.db.transaction(async (tx) => {
    await repo.lockForm(tx, sealed.familyId, sealed.documentId);
    await writeChainedAudit(
      tx,
      caller.actor,
      sealed.documentId,
      {
        action: 'signing.downloaded',
        objectType: 'document',
        objectId: sealed.documentId,
        familyId: sealed.familyId,
        details: { documentName: sealed.templateName, version: sealed.version },
      },
      ctx.now(),
    );
  });
  return {
    body: stored.body,
    size: stored.size,
    contentType: 'application/pdf',
    filename: `sealed-${sealed.documentId.slice(0, 8)}-v${sealed.version}.pdf`,
  };
}

/** The family's own sealed PDF (an adult's own account: of their own document); another's is 404. Downloading is an event of the document's chain. */
export async function getFamilySealedFile(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  version: number,
) {
  const { familyId, member } = requireHouseholdAccount(caller);
  const own = { familyId, memberId: member?.id ?? null };
  return serveSealed(ctx, caller, await repo.findOwnSealed(ctx.db, own, documentId, version));
}

/** Any family's sealed PDF, for staff with manage_documents. */
export async function getStaffSealedFile(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  version: number,
) {
  requireStaffPermission(caller, 'manage_documents');
  return serveSealed(ctx, caller, await repo.findSealed(ctx.db, documentId, version));
}

/** Each of a family's sealed forms in its latest version, for the approval packet (decision 045): no caller check. */
export async function familySealedForms(db: Conn, familyId: string) {
  const rows = await repo.latestSealedOfFamily(db, familyId);
  return rows.map((row) => ({
    name: row.templateName,
    storageKey: row.storageKey,
    verificationCode: row.verificationCode,
    sealedAt: row.sealedAt,
  }));
}
