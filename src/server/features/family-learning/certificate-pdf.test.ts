import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { expect, test } from 'vitest';
import type { LanguageCode } from '@shared/i18n/languages';
import { pdfText } from '../../testing/pdf-text';
import { renderCertificatePdf } from './certificate-pdf';

/** The base fonts a PDF draws with ('DejaVuSans', 'Helvetica-Bold', …, subset prefixes removed). */
async function fontsOf(bytes: Buffer): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const names = new Set<string>();
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('Font')) continue;
    const base = object.get(PDFName.of('BaseFont'));
    if (base instanceof PDFName) names.add(base.decodeText().replace(/^[A-Z]{6}\+/, ''));
  }
  return [...names];
}

const certificate = (recipientName: string, courseTitle: string, language: LanguageCode = 'en') =>
  renderCertificatePdf({
    certificateId: 'CERT-1A2B3C4D',
    recipientName,
    courseTitle,
    issuedAt: new Date('2026-11-23T15:00:00Z'),
    language,
    verificationUrl: 'https://haven.example/verify/CERT-1A2B3C4D',
  });

test('a Vietnamese name and a Chinese course title are drawn with the fonts Haven installs with npm', async () => {
  const fonts = await fontsOf(await certificate('Nguyễn Thị Lan', '寄養家庭入門'));
  expect(fonts.some((name) => name.startsWith('DejaVuSans'))).toBe(true);
  expect(fonts.some((name) => name.startsWith('NotoSansTC'))).toBe(true);
});

test('an English certificate needs no Chinese font', async () => {
  const fonts = await fontsOf(await certificate('Maria Martinez', 'Foster Care 101'));
  expect(fonts.some((name) => name.startsWith('NotoSans'))).toBe(false);
  expect(fonts).toContain('Helvetica-Bold');
});

test("the certificate's words and date are in the family's language", async () => {
  const vietnamese = await pdfText(await certificate('Nguyễn Thị Lan', 'Foster Care 101', 'vi'));
  for (const words of [
    'Giấy chứng nhận hoàn thành',
    'Chứng nhận rằng',
    'Nguyễn Thị Lan',
    'Mã giấy chứng nhận: CERT-1A2B3C4D',
  ])
    expect(vietnamese, words).toContain(words);
  expect(vietnamese).toMatch(/Cấp ngày 23 tháng 11,? 2026/);
  expect(vietnamese).not.toContain('Certificate of Completion');
  const chinese = await pdfText(await certificate('陳大文', 'Foster Care 101', 'zh'));
  expect(chinese).toContain('結業證書');
  const english = await pdfText(await certificate('Maria Martinez', 'Foster Care 101'));
  expect(english).toContain('Certificate of Completion');
  expect(english).toContain('Awarded on November 23, 2026');
});
