import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openChecksSentence } from '@shared/background-checks/background-check-rules';
import type { Gate } from '@shared/decisions/decisions.schema';
import { type Conn, queryRows } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as backgroundChecks from '../background-checks/background-checks.service';
import * as familyContext from '../family-context/family-context.service';
import * as homeAssessment from '../home-assessment/home-assessment.service';
import * as repo from './decisions.repository';

/**
 * What an approval needs (decision 045): every adult's checks cleared or exempted, the home assessment complete,
 * the required documents and training complete, the written report approved and recommending approval. One
 * function for the Decision tab's list and the approval's 409, read without the caller's permissions: a
 * supervisor who holds only approve_families sees the same gates as the caseworker.
 */

const DONE = new Set(['approved', 'completed', 'waived']);

const names = (items: readonly string[]) =>
  items.length <= 3 ? items.join(', ') : `${items.slice(0, 3).join(', ')} and ${items.length - 3} more`;

async function assessmentStatus(db: Conn, familyId: string) {
  const [row] = await queryRows(
    db,
    z.object({ summary: homeAssessment.assessmentJsonSchemas.summary }),
    sql`select ${homeAssessment.assessmentJsonParts.summary(sql`${familyId}::uuid`)} as summary`,
  );
  return row?.summary ?? { status: 'not_started' as const, openItems: 0 };
}

export async function gatesOf(db: Conn, familyId: string): Promise<Gate[]> {
  const [checks, assessment, record, current] = await Promise.all([
    backgroundChecks.openChecks(db, familyId),
    assessmentStatus(db, familyId),
    familyContext.loadFamilyRecord(db, familyId),
    repo.currentReport(db, familyId),
  ]);
  const documentsOpen = (record?.documents ?? []).filter((d) => d.required && !DONE.has(d.status));
  const training = familyContext.trainingOf(record?.training);
  const report = current?.report;
  return [
    {
      key: 'checks',
      open: checks === 'no_adults' || checks.length > 0,
      detail:
        checks === 'no_adults'
          ? 'No adult is in the household yet.'
          : checks.length > 0
            ? openChecksSentence(checks)
            : "Every adult's background checks are cleared or exempted.",
    },
    {
      key: 'home_assessment',
      open: assessment.status !== 'completed',
      detail:
        assessment.status === 'completed'
          ? 'The home assessment is complete.'
          : assessment.status === 'not_started'
            ? 'The home assessment has not started.'
            : `The home assessment is in progress: ${assessment.openItems} item(s) open.`,
    },
    {
      key: 'documents',
      open: documentsOpen.length > 0,
      detail:
        documentsOpen.length === 0
          ? 'Every required document is approved or waived.'
          : `${documentsOpen.length} required document(s) not approved: ${names(documentsOpen.map((d) => d.documentName))}.`,
    },
    {
      key: 'training',
      open: training.completedHours < training.requiredHours,
      detail: `${training.completedHours} of ${training.requiredHours} required training hours completed.`,
    },
    {
      key: 'report',
      open: report?.status !== 'approved' || report.recommendation !== 'approve',
      detail: reportDetail(report),
    },
  ];
}

const REPORT_DETAIL = {
  draft: 'The written report is a draft.',
  submitted: 'The written report is waiting for a supervisor.',
  returned: 'The written report was returned with comments.',
} as const;

function reportDetail(report: repo.ReportRow | undefined) {
  if (!report) return 'The written report is not started.';
  if (report.status !== 'approved') return REPORT_DETAIL[report.status];
  return report.recommendation === 'approve'
    ? 'The written report is approved and recommends approval.'
    : 'The approved written report recommends denial.';
}

/** The approval's gate: 409 naming everything still missing (nothing is written); else the approved report. */
export async function requireGatesMet(db: Conn, familyId: string): Promise<repo.ReportRow> {
  const open = (await gatesOf(db, familyId)).filter((gate) => gate.open);
  const report = await repo.lastApprovedReport(db, familyId);
  if (open.length > 0 || !report) {
    throw new AppError('CONFLICT', {
      message: `The family cannot be approved yet: ${open.map((gate) => gate.detail).join(' ')}`,
    });
  }
  return report;
}
