/** The file types a family may upload, recognised on the server by their magic bytes (never by name). */
export const UPLOAD_FILE_KINDS = ['jpeg', 'png', 'webp', 'pdf', 'heic'] as const;
export type UploadFileKind = (typeof UPLOAD_FILE_KINDS)[number];

export interface FileKindInfo {
  /** What files of this kind are served as. */
  mimeType: string;
  /** Other MIME types detected for the same kind (HEIF containers). */
  mimeAliases?: readonly string[];
  /** Extensions a file of this kind may carry, lower case, the first one is used for storage keys. */
  extensions: readonly string[];
  label: string;
}

export const FILE_KIND_INFO: Record<UploadFileKind, FileKindInfo> = {
  jpeg: { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'], label: 'JPEG' },
  png: { mimeType: 'image/png', extensions: ['png'], label: 'PNG' },
  webp: { mimeType: 'image/webp', extensions: ['webp'], label: 'WebP' },
  pdf: { mimeType: 'application/pdf', extensions: ['pdf'], label: 'PDF' },
  heic: {
    mimeType: 'image/heic',
    mimeAliases: ['image/heif', 'image/heic-sequence', 'image/heif-sequence'],
    extensions: ['heic', 'heif'],
    label: 'HEIC',
  },
};

/** The upload kind of a MIME type (stored, or detected from magic bytes), or null for anything else. */
export function fileKindOfMime(mimeType: string | null | undefined): UploadFileKind | null {
  if (!mimeType) return null;
  return (
    UPLOAD_FILE_KINDS.find((kind) => {
      const info = FILE_KIND_INFO[kind];
      return info.mimeType === mimeType || info.mimeAliases?.includes(mimeType);
    }) ?? null
  );
}

/** Accepted everywhere; HEIC only where the server's image library can decode it. */
export const BASE_UPLOAD_FILE_KINDS = [
  'jpeg',
  'png',
  'webp',
  'pdf',
] as const satisfies readonly UploadFileKind[];

/** For `<input accept>` and the dropzone: the MIME types of the kinds that always work. */
export const UPLOAD_ACCEPT_MIME_TYPES = BASE_UPLOAD_FILE_KINDS.map((kind) => FILE_KIND_INFO[kind].mimeType);

/** Decompression-bomb guard: no document photo needs more (a 12 MP phone photo has 12 million pixels). */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** A PDF with more pages is refused at upload: no document a family is asked for is that long. */
export const MAX_PDF_PAGES = 200;

/** Longest page side a PDF may declare, in points: 200 inches, the PDF format's own maximum. */
export const MAX_PDF_PAGE_POINTS = 14_400;

/**
 * Most one compressed part of a PDF (a page's drawing, an image) may expand to when opened: a full-colour
 * letter page scanned at 300 dpi is 25 MB. More is a decompression bomb, refused before anything reads it.
 */
export const MAX_PDF_STREAM_BYTES = 64 * 1024 * 1024;

/** UPLOAD_MAX_BYTES default: 15 MB. */
export const DEFAULT_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;

/** 'JPEG, PNG, WebP or PDF'. */
export function describeFileKinds(kinds: readonly UploadFileKind[]): string {
  const labels = kinds.map((kind) => FILE_KIND_INFO[kind].label);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

/** Extensions that make a name dangerous when they appear anywhere in it: executables, scripts, markup. */
const RISKY_EXTENSIONS = new Set([
  'exe',
  'com',
  'bat',
  'cmd',
  'scr',
  'msi',
  'dll',
  'pif',
  'cpl',
  'jar',
  'js',
  'mjs',
  'vbs',
  'vbe',
  'wsf',
  'ps1',
  'sh',
  'bash',
  'php',
  'phtml',
  'asp',
  'aspx',
  'jsp',
  'cgi',
  'pl',
  'py',
  'rb',
  'hta',
  'htm',
  'html',
  'xhtml',
  'shtml',
  'svg',
  'svgz',
  'xml',
  'swf',
  'apk',
  'app',
  'dmg',
  'lnk',
  'reg',
  'iso',
]);
const KNOWN_EXTENSIONS = new Set(UPLOAD_FILE_KINDS.flatMap((kind) => FILE_KIND_INFO[kind].extensions));

export type FilenameProblem =
  'invalid_name' | 'control_characters' | 'path_separator' | 'double_extension' | 'extension_mismatch';

/** Why a name is refused, for the error message. */
export const FILENAME_PROBLEM_MESSAGES: Record<FilenameProblem, string> = {
  invalid_name: 'The file name is empty, too long or ends with a dot or a space.',
  control_characters: 'The file name contains invisible control characters. Rename the file and try again.',
  path_separator: 'The file name must not contain slashes.',
  double_extension:
    'The file name has more than one file extension (like "id.jpg.exe"). Rename the file and try again.',
  extension_mismatch:
    'The file name does not match what the file really is. Upload the original file without renaming it.',
};

/** The lower-cased last extension of a name, or null when it has none. */
export function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : null;
}

/**
 * The name rules of an upload. Without `detected` only the name itself is checked (the client's pre-check);
 * with it, an extension must belong to the detected kind, so a PNG called 'photo.pdf' is refused as renamed.
 * A name without any extension (a camera capture 'blob') is fine: the storage name is generated anyway.
 */
export function checkUploadFilename(name: string, detected?: UploadFileKind): FilenameProblem | null {
  // eslint-disable-next-line no-control-regex -- the point is to find control characters
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) return 'control_characters';
  if (/[/\\]/.test(name)) return 'path_separator';
  if (name.trim().length === 0 || name.length > 255 || /[.\s]$/.test(name)) return 'invalid_name';
  const parts = name.toLowerCase().split('.').slice(1);
  const last = parts.at(-1);
  const earlier = parts.slice(0, -1).map((part) => part.trim());
  if (earlier.some((part) => RISKY_EXTENSIONS.has(part) || KNOWN_EXTENSIONS.has(part)))
    return 'double_extension';
  if (last !== undefined && RISKY_EXTENSIONS.has(last)) return 'extension_mismatch';
  if (detected && last !== undefined && !FILE_KIND_INFO[detected].extensions.includes(last))
    return 'extension_mismatch';
  return null;
}

/** A name safe for `Content-Disposition`: the document name, plain ASCII, with the real extension. */
export function downloadFilename(documentName: string, kind: UploadFileKind | null): string {
  const base =
    documentName
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9 ._()-]/g, '')
      .replace(/\s+/g, ' ')
      .replace(/^[.\s]+|[.\s]+$/g, '')
      .slice(0, 100) || 'document';
  return kind ? `${base}.${FILE_KIND_INFO[kind].extensions[0]}` : base;
}
