import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { DEMO_FAMILY_ACCOUNT } from '../db/seed/demo-accounts';

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small PNG whose header claims `width` x `height` grey pixels (a decompression bomb as an attacker sends
 * it): only the first rows' data is present, which is all a header check may read.
 */
export function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF whose drawing, compressed to almost nothing, expands to `inflatedBytes` when opened. */
export function inflatingPdf(inflatedBytes: number): Buffer {
  const content = deflateSync(Buffer.alloc(inflatedBytes, '0 0 m 1 1 l S\n'), { level: 9 });
  const head = `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n4 0 obj << /Length ${content.length} /Filter /FlateDecode >>\nstream\n`;
  return Buffer.concat([
    Buffer.from(head, 'latin1'),
    content,
    Buffer.from('\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

/** A real image with readable text, made with sharp from SVG; `exif` adds GPS and camera metadata. */
export async function textImage(options: {
  lines: string[];
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png' | 'webp';
  exif?: boolean;
  /** Stored sideways with EXIF orientation 6, as a phone held upright writes it; shown upright. */
  sideways?: boolean;
}): Promise<Buffer> {
  const { lines, width = 1200, height = 200 + lines.length * 90, format = 'jpeg' } = options;
  const text = lines
    .map(
      (line, i) =>
        `<text x="60" y="${140 + i * 90}" font-size="60" font-family="DejaVu Sans, sans-serif">${line}</text>`,
    )
    .join('');
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/>${text}</svg>`,
  );
  let image = options.sideways
    ? sharp(await sharp(svg).rotate(270).png().toBuffer()).withMetadata({ orientation: 6 })
    : sharp(svg);
  if (options.exif) {
    image = image.withExif({
      IFD0: { Make: 'HavenCam', Model: 'Test Phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 46/1 30/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '122/1 25/1 10/1',
      },
    });
  }
  return format === 'jpeg'
    ? image.jpeg({ quality: 92 }).toBuffer()
    : format === 'png'
      ? image.png().toBuffer()
      : image.webp().toBuffer();
}

/** The smallest valid one-page PDF; `catalogExtra` is spliced into the catalog (e.g. an /OpenAction). */
export function tinyPdf(catalogExtra = ''): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      `1 0 obj << /Type /Catalog /Pages 2 0 R ${catalogExtra}>> endobj`,
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

/** Who wrote a test PDF: `realPdf` puts it in the document information, which processing must strip. */
export const PDF_AUTHOR = 'Jane Applicant';

/**
 * A real PDF made with pdf-lib, with document information (author, title). Each page is either lines of text
 * (a text layer, as a PDF saved from a computer has) or an image (a scan, with no text layer).
 */
export async function realPdf(pages: (string[] | Buffer)[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setAuthor(PDF_AUTHOR);
  pdf.setTitle('Scanned with Haven test');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const content of pages) {
    const page = pdf.addPage([612, 792]);
    if (Buffer.isBuffer(content)) {
      const image = await pdf.embedJpg(content);
      const { width, height } = image.scaleToFit(532, 712);
      page.drawImage(image, { x: 40, y: 752 - height, width, height });
    } else {
      content.forEach((line, i) => page.drawText(line, { x: 60, y: 720 - i * 30, size: 18, font }));
    }
  }
  return Buffer.from(await pdf.save());
}

export interface UploadFile {
  name: string;
  bytes: Buffer;
  /** What the browser claims; the server ignores it. */
  type?: string;
}

/**
 * A multipart/form-data body as a browser sends it (the file name is written byte for byte); several files
 * go as several parts named "file".
 */
export function multipartForm(fields: Record<string, string>, file?: UploadFile | UploadFile[]) {
  const boundary = `----haven-${randomUUID()}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const one of file === undefined ? [] : [file].flat()) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${one.name}"\r\nContent-Type: ${one.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      one.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/family/documents the way the upload dialog sends it. */
export function postUpload(
  app: FastifyInstance,
  authorization: string,
  fields: Record<string, string>,
  file?: UploadFile | UploadFile[],
) {
  const form = multipartForm(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/family/documents',
    payload: form.payload,
    headers: { ...form.headers, authorization },
  });
}

/** Signs the demo family in through the family portal's sign-in route; returns the bearer header. */
export async function signInFamily(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/family/sign-in',
    payload: { email: DEMO_FAMILY_ACCOUNT.email, password: DEMO_FAMILY_ACCOUNT.password },
  });
  if (response.statusCode !== 200)
    throw new Error(`family sign-in failed: ${response.statusCode} ${response.body}`);
  return `Bearer ${(response.json() as { access_token: string }).access_token}`;
}

/** Every stored object under DATA_DIR/files (relative keys). */
export async function storedKeys(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}
