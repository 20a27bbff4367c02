import { PDFDocument } from 'pdf-lib';
import type { FormData } from '@shared/signing/form-rules';
import type { TemplateField } from '@shared/signing/signing.schema';
import type { LanguageCode } from '@shared/i18n/languages';
import type en from '../../lib/i18n/locales/en.json';
import { translate, type TextValues } from '../../lib/i18n/server-i18n';
import { embedFonts } from '../../lib/pdf/pdf-fonts';
import { GREY, PdfWriter } from '../../lib/pdf/pdf-writer';
import { fillAcroForm } from './acroform';

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
  const out = new PdfWriter(pdf, fonts);
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
  const out = new PdfWriter(pdf, await embedFonts(pdf, texts));
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
