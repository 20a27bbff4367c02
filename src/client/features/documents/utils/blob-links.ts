import { downloadFilename, fileKindOfMime } from '@shared/documents/file-kinds';

/** Long enough for the new tab or the download to read the object URL. */
const REVOKE_AFTER_MS = 60_000;

function withObjectUrl(blob: Blob, consume: (url: string) => void) {
  const url = URL.createObjectURL(blob);
  consume(url);
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Opens a fetched file (an image at full size, a PDF in the browser's viewer) in a new tab. */
export function openBlobInNewTab(blob: Blob) {
  withObjectUrl(blob, (url) => window.open(url, '_blank', 'noopener'));
}

/** Saves a fetched file under the document's name with its real extension. */
export function downloadBlob(blob: Blob, documentName: string, mimeType: string | null) {
  withObjectUrl(blob, (url) => {
    const link = document.createElement('a');
    link.href = url;
    link.download = downloadFilename(documentName, fileKindOfMime(mimeType));
    link.click();
  });
}
