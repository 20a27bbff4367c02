import { PDFDocument } from 'pdf-lib';
import { expect, test } from 'vitest';
import { embedFonts } from './pdf-fonts';

/** Lays each text out the way the sealed forms do (a line at a time) and saves the PDF. */
async function render(texts: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts = await embedFonts(pdf, texts);
  const page = pdf.addPage();
  let y = 700;
  for (const text of texts) {
    const printable = fonts.printable(text);
    for (const line of printable.split(/\r?\n/)) {
      page.drawText(line, { font: fonts.fontFor(printable), x: 40, y, size: 11 });
      y -= 16;
    }
  }
  return pdf.save();
}

test('an answer on two lines and an emoji no font has render (they once ended the server in the PDF save)', async () => {
  const bytes = await render(['Home Address', '12 Calle Olivo\nFresno, CA 93701', 'Notes', 'Gracias 🙂']);
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
});

test('Chinese and Vietnamese names still render, Chinese on two lines too', async () => {
  const bytes = await render(['陳大文\n李小龍', 'Nguyễn Thị Lan']);
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
});
