import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { LOCALE_TAGS, type LanguageCode } from '@shared/i18n/languages';
import { translate } from '../../lib/i18n/server-i18n';
import { embedFonts, type FontPicker } from '../../lib/pdf/pdf-fonts';

export interface CertificatePdfInput {
  certificateId: string;
  recipientName: string;
  courseTitle: string;
  issuedAt: Date;
  /** The family's language: the certificate's words and date are in it (issue 50). */
  language: LanguageCode;
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

/** The styled standard font when it has every letter of the text, else a font of the system's that does. */
function fontOf(text: string, styled: PDFFont, written: FontPicker): { text: string; font: PDFFont } {
  if (printable(text, styled) === text) return { text, font: styled };
  const shown = written.printable(text);
  return { text: shown, font: written.fontFor(shown) };
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
  const say = (key: Parameters<typeof translate>[1], values = {}) => translate(input.language, key, values);
  const issuedOn = new Intl.DateTimeFormat(LOCALE_TAGS[input.language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(input.issuedAt);
  const words = {
    program: say('certificate.program'),
    title: say('certificate.title'),
    certifies: say('certificate.certifies'),
    completed: say('certificate.completed'),
    awarded: say('certificate.awarded', { date: issuedOn }),
    id: say('certificate.id', { id: input.certificateId }),
    verifyAt: say('certificate.verifyAt'),
    orScan: say('certificate.orScan'),
  };
  // The family's name, the course title and the words in its language: Vietnamese, Chinese and every accent.
  const written = await embedFonts(pdf, [input.recipientName, input.courseTitle, ...Object.values(words)]);
  const line = (text: string, y: number, styled: PDFFont, size: number, color = INK) => {
    const chosen = fontOf(text, styled, written);
    centered(page, chosen.text, y, chosen.font, size, color);
  };
  const left = (text: string, y: number, styled: PDFFont, size: number, color: typeof INK) => {
    const chosen = fontOf(text, styled, written);
    page.drawText(chosen.text, { x: 60, y, size, font: chosen.font, color });
  };
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
  line(words.program, height - 95, regular, 13, rgb(1, 1, 1));

  line(words.title, height - 170, serif, 36, DARK);
  line(words.certifies, height - 215, regular, 14, MUTED);
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
  line(words.completed, height - 305, regular, 14, MUTED);
  centered(
    page,
    written.printable(input.courseTitle),
    height - 340,
    written.fontFor(input.courseTitle),
    20,
    DARK,
  );
  line(words.awarded, height - 375, regular, 13);

  const qrSize = 110;
  drawQr(page, input.verificationUrl, width - 60 - qrSize, 52, qrSize);
  left(words.id, 110, bold, 12, INK);
  left(words.verifyAt, 90, regular, 10, MUTED);
  page.drawText(printable(input.verificationUrl, regular), {
    x: 60,
    y: 74,
    size: 10,
    font: regular,
    color: TEAL,
  });
  left(words.orScan, 58, regular, 10, MUTED);

  return pdf;
}

/** The certificate's PDF, unsealed (what the seal covers; the rendering tests read it). */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  return Buffer.from(await (await certificatePdfDocument(input)).save());
}
