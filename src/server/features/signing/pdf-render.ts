import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import type { FormData } from '@shared/signing/form-rules';
import type { TemplateField } from '@shared/signing/signing.schema';
import type { LanguageCode } from '@shared/i18n/languages';
import type en from '../../lib/i18n/locales/en.json';
import { translate, type TextValues } from '../../lib/i18n/server-i18n';
import { embedFonts, type FontPicker } from '../../lib/pdf/pdf-fonts';
import { fillAcroForm } from './acroform';

const PAGE = { width: 612, height: 792, margin: 54 } as const;
const GREY = rgb(0.35, 0.35, 0.35);

/** Writes lines top-down, wrapping to the page width and starting new pages as needed. */
class Writer {
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

export interface RenderedSigner {
  roleLabel: string;
  name: string;
  /** 'Signed …', in the family's language. */
  signedLine: string;
  png: Buffer;
}

export interface FormContent {
  documentName: string;
  /** 'Case HVN-…', in the family's language. */
  caseLine: string;
  /** The fields with their labels in the family's language. */
  fields: readonly TemplateField[];
  /** The answers as shown (a radio's option in the family's language). */
  formData: Record<string, string | boolean | undefined>;
  signers: readonly RenderedSigner[];
  words: { signatures: string; checked: string; unchecked: string };
  /**
   * The state's own fillable PDF the template is built on, with the answers as saved: the form is filled into
   * its fields instead of being drawn, and the signatures follow on a page of their own.
   */
  sourcePdf?: { bytes: Uint8Array; answers: FormData };
}

function shownValue(
  field: TemplateField,
  value: string | boolean | undefined,
  words: FormContent['words'],
): string {
  if (field.type === 'checkbox') return value === true ? words.checked : words.unchecked;
  return typeof value === 'string' && value.trim() !== '' ? value : '—';
}

/** The filled form and its drawn signatures: the document that the certificate page and the seal vouch for. */
export async function renderFormPdf(content: FormContent): Promise<Uint8Array> {
  const source = content.sourcePdf;
  const pdf = source ? await PDFDocument.load(source.bytes) : await PDFDocument.create();
  pdf.setTitle(content.documentName);
  pdf.setProducer('Haven');
  const value = (field: TemplateField) => shownValue(field, content.formData[field.name], content.words);
  const texts = [
    content.documentName,
    content.caseLine,
    content.words.signatures,
    ...content.fields.flatMap((f) => [f.label, value(f)]),
    ...content.signers.flatMap((s) => [`${s.name} — ${s.roleLabel}`, s.signedLine]),
  ];
  const fonts = await embedFonts(pdf, texts);
  if (source) fillAcroForm(pdf, content.fields, source.answers, fonts);
  const out = new Writer(pdf, fonts);
  out.text(content.documentName, 16);
  out.text(content.caseLine, 10, GREY);
  out.gap(12);
  for (const field of source ? [] : content.fields) {
    out.text(field.label, 9, GREY);
    out.text(value(field), 11);
    out.gap(8);
  }
  out.gap(8);
  out.text(content.words.signatures, 13);
  for (const signer of content.signers) {
    out.gap(6);
    await out.image(signer.png, 200, 100);
    out.text(`${signer.name} — ${signer.roleLabel}`, 10);
    out.text(signer.signedLine, 9, GREY);
  }
  return pdf.save({ useObjectStreams: false });
}

export interface CertificateSigner {
  name: string;
  roleLabel: string;
  signedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  consent: boolean;
  /** How they proved who they were, worded ("One-time link and code e-mailed to …"). */
  via: string;
}

type CertificateKey = Exclude<keyof (typeof en)['signedForm']['certificate'], 'via'>;

export interface CertificateContent {
  documentId: string;
  templateName: string;
  templateVersion: number;
  caseNumber: string;
  signers: readonly CertificateSigner[];
  formDataSha256: string;
  unsealedSha256: string;
  chainHash: string;
  verificationCode: string;
  verifyUrl: string;
  sealedAt: Date;
}

/**
 * Appends the certificate page (signers, hashes, audit chain head, QR code and short code) to the rendered form,
 * worded in `language` (issue 50); in another language than English its English title stays under the heading,
 * for the agency's readers. Ids, hashes and times read the same in every language.
 */
export async function withCertificatePage(
  unsealed: Uint8Array,
  c: CertificateContent,
  language: LanguageCode = 'en',
): Promise<PDFDocument> {
  const w = (key: CertificateKey, values?: TextValues) =>
    translate(language, `signedForm.certificate.${key}`, values);
  const pdf = await PDFDocument.load(unsealed);
  const texts = [
    c.templateName,
    w('title'),
    w('integrity'),
    ...c.signers.flatMap((s) => [s.name, s.roleLabel, s.userAgent ?? '', s.via]),
  ];
  const out = new Writer(pdf, await embedFonts(pdf, texts));
  out.text(w('title'), 16);
  if (language !== 'en') out.text(translate('en', 'signedForm.certificate.title'), 10, GREY);
  out.text(w('code', { code: c.verificationCode }), 12);
  out.gap(6);
  for (const [label, value] of [
    [w('documentId'), c.documentId],
    [w('template'), w('templateVersion', { name: c.templateName, version: c.templateVersion })],
    [w('caseNumber'), c.caseNumber],
    [w('sealed'), c.sealedAt.toISOString()],
  ] as const) {
    out.text(`${label}: ${value}`, 10);
  }
  out.gap(10);
  out.text(w('signers'), 13);
  for (const s of c.signers) {
    out.gap(4);
    out.text(`${s.name} — ${s.roleLabel}`, 11);
    out.text(w('signedFrom', { when: s.signedAt.toISOString(), ip: s.ipAddress ?? w('unknown') }), 9, GREY);
    out.text(s.via, 9, GREY);
    out.text(w('userAgent', { agent: s.userAgent ?? w('unknown') }), 8, GREY);
    out.text(s.consent ? w('consented') : w('noConsent'), 9, GREY);
  }
  out.gap(10);
  out.text(w('integrity'), 13);
  out.text(w('formHash', { hash: c.formDataSha256 }), 8);
  out.text(w('documentHash', { hash: c.unsealedSha256 }), 8);
  out.text(w('chainHash', { hash: c.chainHash }), 8);
  out.gap(10);
  out.text(w('verifyAt', { url: c.verifyUrl }), 9);
  await out.qr(c.verifyUrl, 96);
  return pdf;
}
