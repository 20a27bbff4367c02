import { createInflate } from 'node:zlib';
import { MAX_PDF_STREAM_BYTES } from '@shared/documents/file-kinds';

/**
 * Byte-level rules against polyglots: files that are a valid image or PDF and, read another way, a web page,
 * a script or an archive. Browsers and unzip tools look for these markers, so the markers are refused.
 */

/** Markup or script that a browser would run if it ever sniffed the file as HTML or SVG. */
const MARKUP =
  /<(?:script|html|body|iframe|object|embed)[\s>/]|<!doctype\s+html|<svg[\s>/]|<\?php|javascript:/i;

export function containsMarkup(bytes: Buffer): boolean {
  return MARKUP.test(bytes.toString('latin1'));
}

const ZIP_END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP_EOCD_SIZE = 22;

/**
 * A ZIP archive stuck to the end (the classic JPEG+ZIP polyglot): unzip tools find the end-of-central-directory
 * record at the end of a file, and only a real one has a comment that reaches exactly to the last byte.
 */
export function hasAppendedZip(bytes: Buffer): boolean {
  const earliest = Math.max(0, bytes.length - ZIP_EOCD_SIZE - 0xffff);
  for (let at = bytes.length - ZIP_EOCD_SIZE; at >= earliest; at--) {
    if (
      bytes.readUInt32LE(at) === ZIP_END_OF_CENTRAL_DIRECTORY &&
      at + ZIP_EOCD_SIZE + bytes.readUInt16LE(at + 20) === bytes.length
    ) {
      return true;
    }
  }
  return false;
}

const PNG_IEND = Buffer.from('IEND', 'latin1');

/**
 * Bytes after the format's own end: after the IEND chunk of a PNG, or beyond the RIFF size of a WebP. JPEG is
 * not checked here: phones append legitimate data after the image (motion photos); markup and ZIP checks
 * cover the dangerous cases, and processing re-encodes the image anyway.
 */
export function hasTrailingData(bytes: Buffer, kind: 'png' | 'webp'): boolean {
  if (kind === 'png') {
    const iend = bytes.lastIndexOf(PNG_IEND);
    return iend < 0 || bytes.length > iend + 4 + 4;
  }
  if (bytes.length < 12) return true;
  const riffSize = bytes.readUInt32LE(4);
  return bytes.length > 8 + riffSize + (riffSize % 2);
}

/** PDF names may hide letters as #xx escapes ('/J#61vaScript'). */
function decodePdfNames(text: string): string {
  return text.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const PDF_ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia)(?![A-Za-z0-9])/;
const PDF_PAGE = /\/Type\s*\/Page(?![A-Za-z0-9])/g;
const NUMBER = String.raw`\s*(-?\d*\.?\d+)`;
const PDF_MEDIA_BOX = new RegExp(String.raw`\/MediaBox\s*\[${NUMBER}${NUMBER}${NUMBER}${NUMBER}\s*\]`, 'g');
const STREAM = /stream\r?\n/g;
/** How much inflated text is kept for the active-content and page scans. */
const MAX_SCANNED_BYTES = 64 * 1024 * 1024;
const MAX_SCANNED_PER_STREAM = 16 * 1024 * 1024;

/**
 * Inflates one zlib stream chunk by chunk: keeps at most `keep` bytes of it and counts the rest without
 * holding it, stopping once the count passes `limit`. A truncated or corrupt stream counts what it decoded.
 */
function inflateCounting(data: Buffer, keep: number, limit: number): Promise<{ kept: Buffer; size: number }> {
  return new Promise((resolve) => {
    const inflate = createInflate();
    const kept: Buffer[] = [];
    let size = 0;
    const finish = () => resolve({ kept: Buffer.concat(kept).subarray(0, keep), size });
    inflate.on('data', (chunk: Buffer) => {
      if (size < keep) kept.push(chunk);
      size += chunk.length;
      if (size > limit) {
        inflate.destroy();
        finish();
      }
    });
    inflate.on('end', finish);
    inflate.on('error', finish);
    inflate.end(data);
  });
}

/**
 * The raw text of a PDF plus the inflated text of its compressed streams (object streams can hide actions),
 * and the size of its largest stream once inflated: a reader would hold that much to draw the page.
 */
async function readPdfStreams(bytes: Buffer): Promise<{ texts: string[]; largestInflated: number }> {
  const raw = bytes.toString('latin1');
  const texts = [raw];
  let budget = MAX_SCANNED_BYTES;
  let largestInflated = 0;
  for (const match of raw.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    if (bytes[start] !== 0x78) continue; // zlib header: only Flate-compressed streams are inflated
    const keep = Math.max(0, Math.min(budget, MAX_SCANNED_PER_STREAM));
    const { kept, size } = await inflateCounting(bytes.subarray(start, end), keep, MAX_PDF_STREAM_BYTES);
    largestInflated = Math.max(largestInflated, size);
    if (size > MAX_PDF_STREAM_BYTES) break;
    budget -= kept.length;
    if (kept.length > 0) texts.push(kept.toString('latin1'));
  }
  return { texts: texts.map(decodePdfNames), largestInflated };
}

export interface PdfFacts {
  /** '/JavaScript', '/Launch', … when the PDF carries scripts, launch actions or attachments. */
  activeContent: string | null;
  /** Null when no page object was found. */
  pageCount: number | null;
  /** The longest side of any page box it declares, in points (0 when none is found). */
  largestPageSide: number;
  /** The most any one compressed stream expands to, in bytes (counting stops past MAX_PDF_STREAM_BYTES). */
  largestInflated: number;
}

export async function inspectPdf(bytes: Buffer): Promise<PdfFacts> {
  const { texts, largestInflated } = await readPdfStreams(bytes);
  const active = texts.map((text) => PDF_ACTIVE.exec(text)?.[0]).find(Boolean) ?? null;
  const pages = texts.reduce((sum, text) => sum + (text.match(PDF_PAGE)?.length ?? 0), 0);
  let largestPageSide = 0;
  for (const text of texts) {
    for (const [, x1, y1, x2, y2] of text.matchAll(PDF_MEDIA_BOX)) {
      const side = Math.max(Math.abs(Number(x2) - Number(x1)), Math.abs(Number(y2) - Number(y1)));
      largestPageSide = Math.max(largestPageSide, side);
    }
  }
  return { activeContent: active, pageCount: pages > 0 ? pages : null, largestPageSide, largestInflated };
}
