import type {
  StaffUploadDocumentFields,
  StaffUploadResponse,
  UploadSlot,
} from '@shared/documents/documents.schema';
import type { Tx } from '../../db/client';
import { findStaffName } from '../../db/family-scope';
import { AppError } from '../../lib/app-error';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import type { Upload, UploadedFile } from '../../lib/http/read-upload';
import { chosenSlot, handInFile } from './document-upload.service';
import * as repo from './documents.repository';

/**
 * Staff add a document to a family's file (issue 50): a file for one of the family's upload items, through the
 * family's own upload path (same checks, processing and audit row), recorded as added by that staff member. A
 * caseworker reaches only their own families: the route names the family, and the route guard decides.
 */

const familyNotFound = () => new AppError('NOT_FOUND', { message: 'No family with this id.' });

/** The family's items that take a file now (pending, rejected or expired uploads), by step. */
export async function listUploadSlots(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
): Promise<UploadSlot[]> {
  requireStaffPermission(caller, 'manage_documents');
  if (!(await repo.familyExists(ctx.db, familyId))) throw familyNotFound();
  const rows = await repo.listOpenSlots(ctx.db, familyId);
  return rows.map((row) => ({ ...row, status: row.status as UploadSlot['status'] }));
}

/** What staff hand in: the item (of the family, when the request names one) and its files. */
export interface StaffHandIn {
  familyId?: string;
  documentId: string;
  files: readonly UploadedFile[];
  via: 'staff' | 'email';
  alsoInTransaction?: (tx: Tx, row: repo.DocumentRow) => Promise<void>;
}

/**
 * Hands a file in for the family of the chosen item (filing an e-mailed attachment uses it too). The item must
 * be one of `familyId`'s when that is given; another family's is 404.
 */
export async function handInForFamily(
  ctx: AppContext,
  caller: Caller,
  input: StaffHandIn,
): Promise<StaffUploadResponse> {
  const staff = requireStaffPermission(caller, 'manage_documents');
  const familyId =
    input.familyId ?? (await repo.findStaffDocument(ctx.db, input.documentId))?.document.familyId;
  if (!familyId) throw new AppError('NOT_FOUND', { message: 'No document with this id.' });
  const slot = await chosenSlot(ctx, familyId, input.documentId);
  const saved = await handInFile(ctx, caller.actor, {
    familyId,
    slot,
    files: input.files,
    expiresOn: null,
    byStaff: { userId: staff.userId, via: input.via },
    alsoInTransaction: input.alsoInTransaction,
  });
  return {
    documentId: saved.id,
    familyId,
    documentName: saved.documentName,
    status: saved.status,
    addedByName: (await findStaffName(ctx.db, staff.userId)) ?? staff.email,
  };
}

/** POST /api/staff/families/:familyId/documents. */
export async function staffUploadDocument(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
  upload: Upload<StaffUploadDocumentFields>,
): Promise<StaffUploadResponse> {
  requireStaffPermission(caller, 'manage_documents');
  if (!(await repo.familyExists(ctx.db, familyId))) throw familyNotFound();
  return handInForFamily(ctx, caller, {
    familyId,
    documentId: upload.fields.documentId,
    files: upload.files,
    via: 'staff',
  });
}
