import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { PDF_AUTHOR, realPdf, textImage } from '../../testing/document-fixtures';
import { PDF_LIMITS, readPdfPages, UnreadablePdfError } from './pdf-pages';

const PDF_TIMEOUT = 60_000;

test(
  'a PDF with a text layer: its text is read per page, every page is rendered, and metadata is gone',
  async () => {
    const original = await realPdf([
      ['CERTIFICATE OF COMPLETION', 'CPR and First Aid training'],
      ['Page two of the certificate with enough words'],
    ]);
    const withTrailer = Buffer.concat([original, Buffer.from('\n% appended after the end\n')]);

    const pdf = await readPdfPages(withTrailer);

    expect(pdf.pageCount).toBe(2);
    expect(pdf.pages.map(({ number, text, scanned }) => ({ number, text, scanned }))).toEqual([
      { number: 1, text: 'CERTIFICATE OF COMPLETION\nCPR and First Aid training', scanned: false },
      { number: 2, text: 'Page two of the certificate with enough words', scanned: false },
    ]);
    for (const page of pdf.pages) {
      const rendered = await sharp(Buffer.from(page.image)).metadata();
      expect(rendered).toMatchObject({ format: 'png', height: PDF_LIMITS.longSidePx });
    }

    const cleaned = Buffer.from(pdf.cleaned!);
    expect(cleaned.toString('latin1')).not.toContain('appended after the end');
    expect((await PDFDocument.load(original)).getAuthor()).toBe(PDF_AUTHOR);
    const reopened = await PDFDocument.load(cleaned);
    expect(reopened.getAuthor()).toBeUndefined();
    expect(reopened.getTitle()).toBeUndefined();
    expect(reopened.getPageCount()).toBe(2);
  },
  PDF_TIMEOUT,
);

test(
  'a scanned page has no text layer: it is flagged for OCR',
  async () => {
    const scan = await textImage({ lines: ['BIRTH CERTIFICATE'] });
    const pdf = await readPdfPages(await realPdf([['A cover letter that has plenty of text on it'], scan]));
    expect(pdf.pages.map((page) => page.scanned)).toEqual([false, true]);
    expect(pdf.pages[1]!.text).toBe('');
  },
  PDF_TIMEOUT,
);

test(
  'pages beyond the limit are counted but not read',
  async () => {
    const lines = ['A page with a sentence long enough to count as text'];
    const pdf = await readPdfPages(await realPdf([lines, lines, lines]), { ...PDF_LIMITS, maxPages: 2 });
    expect(pdf.pageCount).toBe(3);
    expect(pdf.pages.map((page) => page.number)).toEqual([1, 2]);
  },
  PDF_TIMEOUT,
);

test(
  'a file that only starts like a PDF is refused with a reason',
  async () => {
    const broken = Buffer.from('%PDF-1.7\nthis is not a PDF body at all\n%%EOF\n', 'latin1');
    await expect(readPdfPages(broken)).rejects.toThrow(UnreadablePdfError);
    await expect(readPdfPages(broken)).rejects.toThrow(/^The PDF could not be read: /);
  },
  PDF_TIMEOUT,
);

test(
  'a reader that runs out of time is stopped and the PDF refused',
  async () => {
    const pdf = await realPdf([['Any page at all']]);
    await expect(readPdfPages(pdf, { ...PDF_LIMITS, timeoutMs: 1 })).rejects.toThrow(
      'Reading the PDF took longer than 0.001 s.',
    );
  },
  PDF_TIMEOUT,
);
