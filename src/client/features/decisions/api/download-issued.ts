import type { IssuedDocument } from '@shared/decisions/decisions.schema';
import { apiBlob } from '@client/lib/api-client';
import { familyPath } from './use-decision-file';

/** The file name a download gets: the document's name, as a PDF. */
function issuedFileName(document: Pick<IssuedDocument, 'name' | 'verificationCode'>): string {
  const base = document.name
    .replace(/\.pdf$/i, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  return `${base || document.verificationCode}.pdf`;
}

/** GET …/issued/:documentId: a sealed PDF Haven issued (the server audits the download), handed over as a file. */
export async function downloadIssued(familyId: string, document: IssuedDocument): Promise<void> {
  const blob = await apiBlob(familyPath(familyId, 'issued', document.id));
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = issuedFileName(document);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
