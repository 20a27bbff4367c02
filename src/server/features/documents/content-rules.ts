import { inflateSync } from 'node:zlib';

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
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/** The raw text of a PDF plus the inflated text of its compressed streams (object streams can hide actions). */
function pdfTexts(bytes: Buffer): string[] {
  const raw = bytes.toString('latin1');
  const texts = [raw];
  let budget = MAX_INFLATED_BYTES;
  for (const match of raw.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0 || budget <= 0) break;
    if (bytes[start] !== 0x78) continue; // zlib header: only Flate-compressed streams are worth inflating
    try {
      const inflated = inflateSync(bytes.subarray(start, end), {
        maxOutputLength: Math.min(budget, 16 * 1024 * 1024),
      });
      budget -= inflated.length;
      texts.push(inflated.toString('latin1'));
    } catch {
      // Not a complete zlib stream (or over budget): nothing more to read from it.
    }
  }
  return texts.map(decodePdfNames);
}

export interface PdfFacts {
  /** '/JavaScript', '/Launch', … when the PDF carries scripts, launch actions or attachments. */
  activeContent: string | null;
  /** Null when no page object was found. */
  pageCount: number | null;
  /** The longest side of any page box it declares, in points (0 when none is found). */
  largestPageSide: number;
}

export function inspectPdf(bytes: Buffer): PdfFacts {
  const texts = pdfTexts(bytes);
  const active = texts.map((text) => PDF_ACTIVE.exec(text)?.[0]).find(Boolean) ?? null;
  const pages = texts.reduce((sum, text) => sum + (text.match(PDF_PAGE)?.length ?? 0), 0);
  let largestPageSide = 0;
  for (const text of texts) {
    for (const [, x1, y1, x2, y2] of text.matchAll(PDF_MEDIA_BOX)) {
      const side = Math.max(Math.abs(Number(x2) - Number(x1)), Math.abs(Number(y2) - Number(y1)));
      largestPageSide = Math.max(largestPageSide, side);
    }
  }
  return { activeContent: active, pageCount: pages > 0 ? pages : null, largestPageSide };
}
