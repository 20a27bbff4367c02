import { PDFDocument, rgb } from 'pdf-lib';
import type { Capacity } from '@shared/decisions/decisions.schema';
import { REPORT_SECTIONS } from '@shared/decisions/decision-rules';
import type { LanguageCode } from '@shared/i18n/languages';
import { intlFormatter } from '@shared/intl-formatter';
import { type ServerTextKey, translate, type TextValues } from '../../lib/i18n/server-i18n';
import { embedFonts } from '../../lib/pdf/pdf-fonts';
import { GREY, PdfWriter } from '../../lib/pdf/pdf-writer';
import { richHtmlToText } from '../../lib/rich-html';

/**
 * The PDFs a decision issues (decision 045): the Certificate of Approval (RFA 05A) and the Notice of Action in
 * the family's language, and the approved written report (staff's, in English). Each ends with its short code
 * and a QR code for /verify; the caller seals it.
 */

type IssuedKey = Extract<ServerTextKey, `issued.${string}`> extends `issued.${infer Key}` ? Key : never;
type LabelKey = Extract<IssuedKey, `labels.${string}`> extends `labels.${infer Key}` ? Key : never;

/** The issued documents' words in `language`. */
function wordsIn(language: LanguageCode) {
  const w = (key: IssuedKey, values?: TextValues) => translate(language, `issued.${key}`, values);
  return { w, label: (key: LabelKey) => w(`labels.${key}`) };
}

export type Line =
  { text: string; size?: number; grey?: boolean } | { gap: number } | { qr: string } | { png: Buffer };

/** A PDF of these lines, top-down with page breaks. */
export async function renderLines(title: string, lines: readonly Line[]): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Haven');
  const texts = lines.flatMap((line) => ('text' in line ? [line.text] : []));
  const out = new PdfWriter(pdf, await embedFonts(pdf, texts));
  for (const line of lines) {
    if ('text' in line) out.text(line.text, line.size ?? 11, line.grey ? GREY : rgb(0, 0, 0));
    else if ('gap' in line) out.gap(line.gap);
    else if ('qr' in line) await out.qr(line.qr, 96);
    else await out.image(line.png, 200, 80);
  }
  return pdf;
}

/** A calendar date (YYYY-MM-DD) as the language writes it, the same day everywhere. */
export function longDate(language: LanguageCode, isoDate: string): string {
  return intlFormatter(Intl.DateTimeFormat, language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

interface Verifiable {
  verificationCode: string;
  verifyUrl: string;
}

export function verifyLines(language: LanguageCode, v: Verifiable, agency: string, sealedAt: Date): Line[] {
  const { w } = wordsIn(language);
  return [
    { gap: 16 },
    { text: w('code', { code: v.verificationCode }), size: 12 },
    { text: w('verify', { url: v.verifyUrl }), size: 9, grey: true },
    { text: w('sealedBy', { agency, when: sealedAt.toISOString() }), size: 9, grey: true },
    { qr: v.verifyUrl },
  ];
}

const field = (label: string, value: string): Line[] => [
  { text: label, size: 9, grey: true },
  { text: value || '—', size: 12 },
  { gap: 6 },
];

export interface FamilyLines {
  familyName: string;
  caseNumber: string;
  address: string | null;
}

export interface CertificateContent extends FamilyLines, Verifiable {
  agency: string;
  adults: readonly string[];
  capacity: Capacity | null;
  effectiveDate: string;
  decidedBy: string;
  sealedAt: Date;
}

export function capacityText(language: LanguageCode, capacity: Capacity): string {
  return translate(language, 'issued.capacity', {
    count: capacity.children,
    min: capacity.ageMin,
    max: capacity.ageMax,
  });
}

export async function certificatePdf(language: LanguageCode, c: CertificateContent) {
  const { w, label } = wordsIn(language);
  const title = w('certificate.title');
  return renderLines(title, [
    { text: title, size: 22 },
    ...(language === 'en'
      ? []
      : [{ text: translate('en', 'issued.certificate.title'), size: 10, grey: true }]),
    { text: w('certificate.subtitle'), size: 12, grey: true },
    { gap: 14 },
    { text: w('certificate.intro', { agency: c.agency }) },
    { gap: 14 },
    ...field(label('agency'), c.agency),
    ...field(label('family'), c.familyName),
    ...field(label('case'), c.caseNumber),
    ...field(label('address'), c.address ?? ''),
    ...field(label('adults'), c.adults.join(', ')),
    ...field(label('capacity'), c.capacity ? capacityText(language, c.capacity) : ''),
    ...(c.capacity?.conditions ? field(label('conditions'), c.capacity.conditions) : []),
    ...field(label('effective'), longDate(language, c.effectiveDate)),
    ...field(label('decidedBy'), c.decidedBy),
    ...verifyLines(language, c, c.agency, c.sealedAt),
  ]);
}

export interface NoticeContent extends FamilyLines, Verifiable {
  kind: 'deny' | 'rescind';
  agency: string;
  agencyEmail: string;
  /** The reasons in the family's language (seeded) or as the agency typed them. */
  reasons: readonly string[];
  text: string;
  effectiveDate: string;
  appealDeadline: string;
  appealDays: number;
  decidedBy: string;
  sealedAt: Date;
}

export async function noticePdf(language: LanguageCode, n: NoticeContent) {
  const { w, label } = wordsIn(language);
  const title = w('notice.title');
  return renderLines(title, [
    { text: title, size: 22 },
    ...(language === 'en' ? [] : [{ text: translate('en', 'issued.notice.title'), size: 10, grey: true }]),
    { gap: 10 },
    ...field(label('agency'), n.agency),
    ...field(label('to'), `${n.familyName}${n.address ? ` — ${n.address}` : ''}`),
    ...field(label('case'), n.caseNumber),
    ...field(label('date'), longDate(language, n.effectiveDate)),
    { gap: 6 },
    { text: w(`notice.${n.kind}`, { agency: n.agency }), size: 13 },
    { gap: 10 },
    { text: w('notice.reasons'), size: 12 },
    ...n.reasons.map((reason) => ({ text: `• ${reason}` })),
    ...(n.text ? [{ gap: 8 }, { text: w('notice.explanation'), size: 12 }, { text: n.text }] : []),
    { gap: 12 },
    { text: w('notice.rightsTitle'), size: 13 },
    { text: w('notice.rights', { deadline: longDate(language, n.appealDeadline), days: n.appealDays }) },
    { gap: 4 },
    { text: w('notice.howTo', { agency: n.agency, email: n.agencyEmail }) },
    { gap: 8 },
    ...field(label('decidedBy'), n.decidedBy),
    ...verifyLines(language, n, n.agency, n.sealedAt),
  ]);
}

export interface ReportSigner {
  role: string;
  name: string;
  signedAt: string;
  ipAddress: string | null;
  png: Buffer;
}

export interface ReportContent extends FamilyLines, Verifiable {
  agency: string;
  sections: Record<string, string>;
  recommendation: string;
  capacity: Capacity | null;
  signers: readonly ReportSigner[];
  sealedAt: Date;
}

/** The approved written report (staff's, English): its sections as text, the recommendation, both signatures. */
export async function reportPdf(r: ReportContent) {
  const title = 'Written report (RFA 05)';
  return renderLines(title, [
    { text: title, size: 20 },
    { text: `${r.familyName} — case ${r.caseNumber}`, size: 11, grey: true },
    { gap: 12 },
    ...REPORT_SECTIONS.flatMap((section): Line[] => [
      { text: section.label, size: 13 },
      { text: richHtmlToText(r.sections[section.key] ?? '') || '—', size: 10 },
      { gap: 10 },
    ]),
    ...field('Recommendation', r.recommendation === 'approve' ? 'Approve' : 'Deny'),
    ...(r.capacity ? field('Capacity', capacityText('en', r.capacity)) : []),
    ...(r.capacity?.conditions ? field('Conditions', r.capacity.conditions) : []),
    { gap: 8 },
    { text: 'Signatures', size: 13 },
    ...r.signers.flatMap((s): Line[] => [
      { gap: 6 },
      { png: s.png },
      { text: `${s.name} — ${s.role}`, size: 10 },
      { text: `Signed ${s.signedAt} from ${s.ipAddress ?? 'an unknown address'}`, size: 9, grey: true },
    ]),
    ...verifyLines('en', r, r.agency, r.sealedAt),
  ]);
}
