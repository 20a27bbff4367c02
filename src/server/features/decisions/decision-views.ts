import { isSeededReason } from '@shared/decisions/decision-rules';
import type { Decision, IssuedDocument, ReasonOption, Report } from '@shared/decisions/decisions.schema';
import type { Conn } from '../../db/client';
import type { ReportSignature } from '../../db/schema/decisions';
import * as repo from './decisions.repository';

/** The rows of the decisions feature as the API shows them (never a storage key, a hash or a drawn signature). */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const issuedView = (row: repo.IssuedRow): IssuedDocument => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  verificationCode: row.verificationCode,
  issuedAt: row.issuedAt.toISOString(),
  sizeBytes: row.sizeBytes,
});

const signatureView = (signature: ReportSignature | null) =>
  signature ? { name: signature.name, email: signature.email, signedAt: signature.signedAt } : null;

/** The family's report now (the open one, else the last approved one), or null. */
export async function reportView(db: Conn, familyId: string): Promise<Report | null> {
  const found = await repo.currentReport(db, familyId);
  if (!found) return null;
  const { report, authorName } = found;
  const sealed = report.sealedDocumentId
    ? await repo.findIssued(db, familyId, report.sealedDocumentId)
    : undefined;
  return {
    id: report.id,
    status: report.status,
    version: report.version,
    sections: report.sections,
    recommendation: report.recommendation,
    capacity: report.capacity,
    reviewComments: report.reviewComments,
    caseworkerSignature: signatureView(report.caseworkerSignature),
    supervisorSignature: signatureView(report.supervisorSignature),
    createdBy: authorName ?? '',
    updatedAt: report.updatedAt.toISOString(),
    submittedAt: iso(report.submittedAt),
    sealed: sealed ? issuedView(sealed) : null,
  };
}

export function decisionView(row: repo.DecisionRow, issued: readonly repo.IssuedRow[]): Decision {
  const document = row.documentId ? issued.find((doc) => doc.id === row.documentId) : undefined;
  return {
    id: row.id,
    kind: row.kind,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    reasons: row.reasons,
    text: row.text,
    effectiveDate: row.effectiveDate,
    appealDeadline: row.appealDeadline,
    decidedBy: row.decidedByName,
    decidedAt: row.decidedAt.toISOString(),
    document: document ? issuedView(document) : null,
  };
}

export const reasonView = (row: repo.ReasonRow): ReasonOption => ({
  key: row.key,
  label: row.label,
  seeded: row.seeded && isSeededReason(row.key),
  active: row.active,
});
