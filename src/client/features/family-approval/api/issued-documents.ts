import type { IssuedDocument } from '@shared/decisions/decisions.schema';
import { downloadFilename } from '@shared/documents/file-kinds';
import { apiBlob } from '@client/lib/api-client';

/** Long enough for the browser to start the download from the object URL. */
const REVOKE_AFTER_MS = 60_000;

/** GET /api/family/approval/documents/:documentId: saves the sealed PDF under its name. */
export async function downloadApprovalDocument(document: Pick<IssuedDocument, 'id' | 'name'>) {
  const blob = await apiBlob(`/family/approval/documents/${encodeURIComponent(document.id)}`);
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = downloadFilename(document.name, 'pdf');
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
