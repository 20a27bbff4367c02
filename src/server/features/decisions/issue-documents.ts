import { createHash, randomUUID } from 'node:crypto';
import type { PDFDocument } from 'pdf-lib';
import { isAdult } from '@shared/background-checks/background-check-rules';
import { isSeededReason } from '@shared/decisions/decision-rules';
import type { Capacity } from '@shared/decisions/decisions.schema';
import { familyDisplayName } from '@shared/family-context/family-display';
import type { LanguageCode } from '@shared/i18n/languages';
import type { Tx } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { translate } from '../../lib/i18n/server-i18n';
import * as familyContext from '../family-context/family-context.service';
import { loadSealIdentity, sealPdf } from '../signing/agency-seal';
import { newVerificationCode } from '../signing/sealing.service';
import * as systemConfig from '../system-config/system-config.service';
import * as repo from './decisions.repository';
import { certificatePdf, type FamilyLines, noticePdf, reportPdf } from './issued-pdf';

/**
 * Issuing a sealed PDF (decision 045): the code is drawn first (the PDF prints it and its QR code), then the PDF
 * is sealed with the agency's certificate, stored privately and recorded, all inside the caller's transaction.
 * The stored files of a transaction that fails are removed again (`inIssuingTransaction`): nothing half-issued.
 */

const ISSUING_REASON = 'Issued by the agency through Haven';

export type IssuedMeta = Pick<
  repo.IssuedRow,
  'familyId' | 'kind' | 'name' | 'language' | 'signers' | 'contents' | 'issuedBy'
>;

/** The files stored by one issuing transaction, so a failure can remove them. */
export type StoredKeys = string[];

export async function inIssuingTransaction<T>(
  ctx: AppContext,
  work: (tx: Tx, stored: StoredKeys) => Promise<T>,
): Promise<T> {
  const stored: StoredKeys = [];
  try {
    return await ctx.db.transaction((tx) => work(tx, stored));
  } catch (error) {
    await Promise.allSettled(stored.map((key) => ctx.storage.delete(key)));
    throw error;
  }
}

/** Seals what `render` draws (given its code and link), stores it and records it in `tx`. */
export async function issueSealed(
  ctx: AppContext,
  tx: Tx,
  stored: StoredKeys,
  meta: IssuedMeta,
  at: Date,
  render: (v: { verificationCode: string; verifyUrl: string }) => Promise<PDFDocument>,
): Promise<repo.IssuedRow> {
  const verificationCode = newVerificationCode();
  const verifyUrl = `${ctx.config.appOrigin}/verify?code=${verificationCode}`;
  const pdf = await render({ verificationCode, verifyUrl });
  const sealed = await sealPdf(pdf, await loadSealIdentity(ctx), at, ISSUING_REASON);
  const id = randomUUID();
  const storageKey = `${meta.familyId}/issued/${meta.kind}_${id}.pdf`;
  await ctx.storage.put(storageKey, sealed, 'application/pdf');
  stored.push(storageKey);
  return repo.insertIssued(tx, {
    ...meta,
    id,
    verificationCode,
    storageKey,
    sizeBytes: sealed.length,
    sealedSha256: createHash('sha256').update(sealed).digest('hex'),
    issuedAt: at,
  });
}

/** What the documents print of the family, and the agency's name and address. */
async function facts(tx: Tx, familyId: string) {
  const [record, agency] = await Promise.all([
    familyContext.loadFamilyRecord(tx, familyId),
    systemConfig.readAgencyContact(tx),
  ]);
  if (!record) throw new Error(`family ${familyId} vanished inside its own transaction`);
  const { family } = record;
  const lines: FamilyLines = {
    familyName: familyDisplayName(family.familyName, family.primaryContactName),
    caseNumber: family.caseNumber,
    address: family.homeAddress,
  };
  const adults = record.members.filter((m) => isAdult(m)).map((m) => m.name);
  return { lines, agency, adults, language: family.preferredLanguage };
}

const png = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

/** The approved report, sealed with both signatures (English: the agency's own record). */
export async function issueReportPdf(
  ctx: AppContext,
  tx: Tx,
  stored: StoredKeys,
  input: { report: repo.ReportRow; issuedBy: string; at: Date },
) {
  const { report, at } = input;
  const { lines, agency } = await facts(tx, report.familyId);
  const signatures = [
    { role: 'caseworker' as const, signature: report.caseworkerSignature },
    { role: 'supervisor' as const, signature: report.supervisorSignature },
  ].flatMap(({ role, signature }) => (signature ? [{ role, ...signature }] : []));
  return issueSealed(
    ctx,
    tx,
    stored,
    {
      familyId: report.familyId,
      kind: 'report',
      name: 'Written report',
      language: 'en',
      signers: signatures.map((s) => ({ role: s.role, name: s.name, signedAt: s.signedAt })),
      contents: [],
      issuedBy: input.issuedBy,
    },
    at,
    (v) =>
      reportPdf({
        ...lines,
        ...v,
        agency: agency.name,
        sections: report.sections,
        recommendation: report.recommendation ?? 'approve',
        capacity: report.capacity,
        signers: signatures.map((s) => ({
          role: s.role === 'caseworker' ? 'Caseworker' : 'Supervisor',
          name: s.name,
          signedAt: s.signedAt,
          ipAddress: s.ipAddress,
          png: png(s.signatureData),
        })),
        sealedAt: at,
      }),
  );
}

interface DecisionDocumentInput {
  familyId: string;
  decidedBy: { userId: string; name: string };
  effectiveDate: string;
  at: Date;
}

/** The Certificate of Approval (RFA 05A), in the family's language. */
export async function issueCertificate(
  ctx: AppContext,
  tx: Tx,
  stored: StoredKeys,
  input: DecisionDocumentInput & { capacity: Capacity | null },
) {
  const { lines, agency, adults, language } = await facts(tx, input.familyId);
  return issueSealed(
    ctx,
    tx,
    stored,
    {
      familyId: input.familyId,
      kind: 'certificate',
      name: translate(language, 'issued.certificate.title'),
      language,
      signers: [{ role: 'supervisor', name: input.decidedBy.name, signedAt: input.at.toISOString() }],
      contents: [],
      issuedBy: input.decidedBy.userId,
    },
    input.at,
    (v) =>
      certificatePdf(language, {
        ...lines,
        ...v,
        agency: agency.name,
        adults,
        capacity: input.capacity,
        effectiveDate: input.effectiveDate,
        decidedBy: input.decidedBy.name,
        sealedAt: input.at,
      }),
  );
}

/** The words of a decision's reasons in `language`: a seeded reason translated, another as the agency typed it. */
export function reasonWords(language: LanguageCode, reasons: readonly { key: string; label: string }[]) {
  return reasons.map((reason) =>
    isSeededReason(reason.key) ? translate(language, `issued.reasons.${reason.key}`) : reason.label,
  );
}

/** The Notice of Action of a denial or a rescission, with the appeal deadline, in the family's language. */
export async function issueNotice(
  ctx: AppContext,
  tx: Tx,
  stored: StoredKeys,
  input: DecisionDocumentInput & {
    kind: 'deny' | 'rescind';
    reasons: readonly { key: string; label: string }[];
    text: string;
    appealDeadline: string;
    appealDays: number;
  },
) {
  const { lines, agency, language } = await facts(tx, input.familyId);
  return issueSealed(
    ctx,
    tx,
    stored,
    {
      familyId: input.familyId,
      kind: 'notice',
      name: translate(language, 'issued.notice.title'),
      language,
      signers: [{ role: 'supervisor', name: input.decidedBy.name, signedAt: input.at.toISOString() }],
      contents: [],
      issuedBy: input.decidedBy.userId,
    },
    input.at,
    (v) =>
      noticePdf(language, {
        ...lines,
        ...v,
        kind: input.kind,
        agency: agency.name,
        agencyEmail: agency.email,
        reasons: reasonWords(language, input.reasons),
        text: input.text,
        effectiveDate: input.effectiveDate,
        appealDeadline: input.appealDeadline,
        appealDays: input.appealDays,
        decidedBy: input.decidedBy.name,
        sealedAt: input.at,
      }),
  );
}
