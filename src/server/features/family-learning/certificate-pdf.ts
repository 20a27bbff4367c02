import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { embedFonts } from '../../lib/pdf/pdf-fonts';

export interface CertificatePdfInput {
  certificateId: string;
  recipientName: string;
  courseTitle: string;
  /** Already worded for the page (e.g. 'November 23, 2026'). */
  issuedOn: string;
  verificationUrl: string;
}

/** Haven's teal (Mantine teal 7/9) and a warm accent, as on the portal. */
const TEAL = rgb(0.047, 0.541, 0.478);
const DARK = rgb(0.031, 0.329, 0.29);
const INK = rgb(0.13, 0.15, 0.17);
const MUTED = rgb(0.38, 0.42, 0.45);

/** The standard fonts speak WinAnsi only: other characters become '?' rather than failing the PDF. */
function printable(text: string, font: PDFFont): string {
  return Array.from(text)
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');
}

function centered(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK) {
  const safe = printable(text, font);
  let fontSize = size;
  const maxWidth = page.getWidth() - 140;
  while (font.widthOfTextAtSize(safe, fontSize) > maxWidth && fontSize > 9) fontSize -= 1;
  const width = font.widthOfTextAtSize(safe, fontSize);
  page.drawText(safe, { x: (page.getWidth() - width) / 2, y, size: fontSize, font, color });
}

/** Draws the QR code module by module (qrcode gives the matrix; pdf-lib draws the squares). */
function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = size / (count + 8);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < count; row += 1)
    for (let col = 0; col < count; col += 1)
      if (qr.modules.get(row, col))
        page.drawRectangle({
          x: x + (col + 4) * cell,
          y: y + size - (row + 5) * cell,
          width: cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
}

/**
 * The certificate of completion: landscape Letter, framed in the portal's teal, with a QR code to verify it.
 * Returned unsaved, so the caller can seal it (a seal is written into the document as it is saved).
 */
export async function certificatePdfDocument(input: CertificatePdfInput): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificate of Completion ${input.certificateId}`);
  pdf.setProducer('Haven');
  pdf.setCreator('Haven');
  const page = pdf.addPage([792, 612]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const serif = await pdf.embedFont(StandardFonts.TimesRomanBoldItalic);
  // The family's name and the course title as written: Vietnamese, Chinese and every accent (system fonts).
  const written = await embedFonts(pdf, [input.recipientName, input.courseTitle]);
  const { width, height } = page.getSize();

  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: TEAL,
    borderWidth: 6,
  });
  page.drawRectangle({
    x: 36,
    y: 36,
    width: width - 72,
    height: height - 72,
    borderColor: DARK,
    borderWidth: 1,
  });
  page.drawRectangle({ x: 36, y: height - 110, width: width - 72, height: 74, color: TEAL });
  centered(page, 'HAVEN', height - 70, bold, 26, rgb(1, 1, 1));
  centered(page, 'Resource Family Training', height - 95, regular, 13, rgb(1, 1, 1));

  centered(page, 'Certificate of Completion', height - 170, serif, 36, DARK);
  centered(page, 'This certifies that', height - 215, regular, 14, MUTED);
  centered(
    page,
    written.printable(input.recipientName),
    height - 260,
    written.fontFor(input.recipientName),
    30,
  );
  page.drawLine({
    start: { x: 180, y: height - 272 },
    end: { x: width - 180, y: height - 272 },
    thickness: 1,
    color: TEAL,
  });
  centered(page, 'has successfully completed the course', height - 305, regular, 14, MUTED);
  centered(
    page,
    written.printable(input.courseTitle),
    height - 340,
    written.fontFor(input.courseTitle),
    20,
    DARK,
  );
  centered(page, `Awarded on ${input.issuedOn}`, height - 375, regular, 13);

  const qrSize = 110;
  drawQr(page, input.verificationUrl, width - 60 - qrSize, 52, qrSize);
  page.drawText(`Certificate ID: ${input.certificateId}`, {
    x: 60,
    y: 110,
    size: 12,
    font: bold,
    color: INK,
  });
  page.drawText('Verify this certificate at', { x: 60, y: 90, size: 10, font: regular, color: MUTED });
  page.drawText(printable(input.verificationUrl, regular), {
    x: 60,
    y: 74,
    size: 10,
    font: regular,
    color: TEAL,
  });
  page.drawText('or scan the code.', { x: 60, y: 58, size: 10, font: regular, color: MUTED });

  return pdf;
}

/** The certificate's PDF, unsealed (what the seal covers; the rendering tests read it). */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  return Buffer.from(await (await certificatePdfDocument(input)).save());
}
