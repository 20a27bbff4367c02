import { isAdult } from '@shared/background-checks/background-check-rules';
import type { ReportSections } from '@shared/decisions/decisions.schema';
import type { Caller } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { escapeHtml } from '../../lib/rich-html';
import * as backgroundChecks from '../background-checks/background-checks.service';
import * as familyContext from '../family-context/family-context.service';
import * as familyEvaluation from '../family-evaluation/family-evaluation.service';
import * as homeAssessment from '../home-assessment/home-assessment.service';

/**
 * The written report's first draft (decision 045): each section assembled from what the features that own the
 * facts say now, through their services; the caseworker then edits it. Background checks appear as statuses
 * only (need to know: the report is read by supervisors who may lack view_background_checks).
 */

const list = (items: readonly string[], empty: string) =>
  items.length === 0
    ? `<p>${escapeHtml(empty)}</p>`
    : `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

const words = (value: string) => value.replaceAll('_', ' ');

const DONE = new Set(['approved', 'completed', 'waived']);

export async function draftSections(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
): Promise<ReportSections> {
  const [record, checks, assessment, interviews] = await Promise.all([
    familyContext.loadFamilyRecord(ctx.db, familyId),
    backgroundChecks.checkFigures(ctx.db, familyId),
    homeAssessment.getAssessment(ctx, caller, familyId),
    familyEvaluation.listInterviews(ctx, caller, familyId),
  ]);
  const members = record?.members ?? [];
  const documents = record?.documents ?? [];
  const training = familyContext.trainingOf(record?.training);
  const finals = await Promise.all(
    interviews.interviews
      .filter((interview) => interview.status === 'final')
      .map((interview) =>
        familyEvaluation.getInterview(ctx, caller, { familyId, interviewId: interview.id }),
      ),
  );
  const household = members.map((m) => {
    const age = m.age === null ? '' : `, ${m.age}`;
    const adult = isAdult(m) ? ' (adult)' : '';
    return `${m.name} — ${words(m.role)}, ${m.relationship}${age}${adult}`;
  });
  const address = record?.family.homeAddress;
  const corrections = assessment.items.filter((item) => item.correction);
  const forms = documents.filter(
    (d) => d.documentType !== 'upload' && (d.status === 'approved' || d.status === 'completed'),
  );
  const waived = documents.filter((d) => d.status === 'waived');
  const documentsOpen = documents.filter((d) => d.required && !DONE.has(d.status));
  return {
    household:
      (address ? `<p>Home address: ${escapeHtml(address)}</p>` : '') +
      list(household, 'No household members are recorded.'),
    background_checks: list(
      checks.checks.map((c) => `${c.memberName}: ${c.typeName} — ${words(c.status)}`),
      'No background checks are required yet.',
    ),
    home_assessment:
      `<p>Status: ${escapeHtml(words(assessment.status))}${assessment.completedAt ? ` (completed ${assessment.completedAt.slice(0, 10)}${assessment.completedByName ? ` by ${escapeHtml(assessment.completedByName)}` : ''})` : ''}.</p>` +
      list(
        corrections.map(
          (item) =>
            `${item.name}: correction ${words(item.correction?.status ?? '')}${item.note ? ` — ${item.note}` : ''}`,
        ),
        'No corrections were needed.',
      ),
    training: `<p>${escapeHtml(`${training.completedHours} of ${training.requiredHours} required hours completed.`)}</p>`,
    forms:
      list(
        forms.map((d) => d.documentName),
        'No forms are completed yet.',
      ) +
      (waived.length > 0
        ? `<p>Waived:</p>${list(
            waived.map((d) => `${d.documentName}${d.waivedReason ? ` — ${d.waivedReason}` : ''}`),
            '',
          )}`
        : '') +
      (documentsOpen.length > 0
        ? `<p>Still open:</p>${list(
            documentsOpen.map((d) => `${d.documentName} — ${words(d.status)}`),
            '',
          )}`
        : ''),
    evaluation:
      finals.length === 0
        ? '<p>No interview of the family evaluation is finalised yet.</p>'
        : finals
            .map(
              (i) =>
                `<h3>${escapeHtml(`${i.memberName}, ${i.interviewDate}`)}</h3>${i.sections.strengths}${i.sections.concerns}${i.sections.assessment}`,
            )
            .join(''),
    summary: '',
  };
}
