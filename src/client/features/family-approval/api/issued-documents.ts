import type { IssuedDocument } from '@shared/decisions/decisions.schema';
import { apiBlob } from '@client/lib/api-client';

/** Long enough for the browser to start the download from the object URL. */
const REVOKE_AFTER_MS = 60_000;

/**
 * GET /api/family/approval/documents/:documentId: saves the sealed PDF under its name, which is in the family's
 * language ('Aviso de acción.pdf'), without the characters a file name cannot hold.
 */
export async function downloadApprovalDocument(document: Pick<IssuedDocument, 'id' | 'name'>) {
  const blob = await apiBlob(`/family/approval/documents/${encodeURIComponent(document.id)}`);
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = `${document.name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || document.id}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
