import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import type { FontPicker } from './pdf-fonts';

const PAGE = { width: 612, height: 792, margin: 54 } as const;
export const GREY = rgb(0.35, 0.35, 0.35);

/** Writes lines top-down, wrapping to the page width and starting new pages as needed. */
export class PdfWriter {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: FontPicker,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private room(height: number) {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private wrap(text: string, font: PDFFont, size: number): string[] {
    const width = PAGE.width - 2 * PAGE.margin;
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      // CJK text has no spaces: fall back to breaking between characters.
      const tokens = paragraph.includes(' ') ? paragraph.split(/(?<= )/) : [...paragraph];
      for (const token of tokens) {
        if (line && font.widthOfTextAtSize(line + token, size) > width) {
          lines.push(line.trimEnd());
          line = token.trimStart();
        } else line += token;
      }
      lines.push(line);
    }
    return lines;
  }

  text(raw: string, size = 11, color = rgb(0, 0, 0)) {
    const text = this.fonts.printable(raw);
    const font = this.fonts.fontFor(text);
    for (const line of this.wrap(text, font, size)) {
      this.room(size + 4);
      this.y -= size + 4;
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font, color });
    }
  }

  gap(height: number) {
    this.y -= height;
  }

  async image(png: Buffer, width: number, height: number) {
    const embedded = await this.pdf.embedPng(png);
    const scale = Math.min(width / embedded.width, height / embedded.height, 1);
    const w = embedded.width * scale;
    const h = embedded.height * scale;
    this.room(h + 4);
    this.y -= h;
    this.page.drawImage(embedded, { x: PAGE.margin, y: this.y, width: w, height: h });
    return this.page;
  }

  async qr(content: string, size: number) {
    const dataUrl = await QRCode.toDataURL(content, { margin: 1, width: size * 2 });
    await this.image(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'), size, size);
  }
}
