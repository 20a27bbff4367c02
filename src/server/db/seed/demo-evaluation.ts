import { eq } from 'drizzle-orm';
import type { InterviewSections } from '../../../shared/family-evaluation/family-evaluation.schema';
import type { Tx } from '../client';
import { familyInterviews, familyInterviewVersions, householdMembers } from '../schema';
import type { SeedClock } from './clock';
import { DEMO_FAMILY_ID } from './demo-accounts';
import type { DemoStaffIds } from './demo-staff';
import type { AuditWriter } from './seed-types';

/** The family evaluation's demo (issue 43): Maria's interview finalised, David's still a draft. */

const p = (text: string) => `<p>${text}</p>`;

const MARIA: InterviewSections = {
  background: p(
    'Grew up in Fresno, the eldest of four; has worked as a school office manager for twelve years.',
  ),
  relationships: p(
    'Married to David for fourteen years; her mother Rosa lives with them and helps with Sofia.',
  ),
  parenting: p(
    'Uses routines and talking things through; no physical discipline. Open to trauma-informed training.',
  ),
  motivation: p('Wants to give a child the steady home her own cousins found with a foster family.'),
  strengths: p('Calm, organised, a strong network of family and church friends.'),
  concerns: p('Long workdays in August and September; has a plan with Rosa for after-school care.'),
  assessment: p('Thoughtful and realistic about fostering. No concerns that affect approval.'),
};

const DAVID: InterviewSections = {
  background: p('Works as an electrician; grew up in San Jose with his parents and a younger brother.'),
  relationships: p('Describes the marriage as a partnership; close to his brother.'),
  parenting: p('Shares school runs and bedtimes with Maria.'),
  motivation: '',
  strengths: '',
  concerns: '',
  assessment: '',
};

export async function seedDemoEvaluation(
  tx: Tx,
  clock: SeedClock,
  writeAudit: AuditWriter,
  staff: DemoStaffIds,
) {
  const caseworker = staff.supportTeam[0]?.userId ?? staff.adminId;
  const actor = { userId: caseworker, email: null, ip: null, userAgent: null };
  const members = await tx
    .select({ id: householdMembers.id, name: householdMembers.name })
    .from(householdMembers)
    .where(eq(householdMembers.familyId, DEMO_FAMILY_ID));
  const member = (name: string) => {
    const found = members.find((m) => m.name === name);
    if (!found) throw new Error(`demo household member ${name} missing`);
    return { memberId: found.id, name: found.name };
  };
  const maria = member('Maria Martinez');
  const david = member('David Martinez');
  const interviews = [
    { who: maria, present: [maria], sections: MARIA, daysAgo: 12, final: true },
    { who: david, present: [david, maria], sections: DAVID, daysAgo: 5, final: false },
  ];
  for (const { who, present, sections, daysAgo, final } of interviews) {
    const at = clock.past(-daysAgo, 18);
    const [row] = await tx
      .insert(familyInterviews)
      .values({
        familyId: DEMO_FAMILY_ID,
        memberId: who.memberId,
        memberName: who.name,
        createdBy: caseworker,
        status: final ? 'final' : 'draft',
        finalisedAt: final ? clock.past(-daysAgo + 2, 18) : null,
        finalisedBy: final ? caseworker : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: familyInterviews.id });
    if (!row) throw new Error('demo interview not inserted');
    const interviewDate = clock.date(-daysAgo);
    await tx.insert(familyInterviewVersions).values({
      interviewId: row.id,
      version: 1,
      interviewDate,
      present,
      presentOthers: '',
      sections,
      savedBy: caseworker,
      savedAt: at,
    });
    const subject = { objectType: 'family_interview', objectId: row.id, familyId: DEMO_FAMILY_ID };
    await writeAudit(tx, actor, {
      action: 'family.interview_created',
      ...subject,
      at,
      details: { memberName: who.name, interviewDate },
    });
    if (final) {
      await writeAudit(tx, actor, {
        action: 'family.interview_finalised',
        ...subject,
        at: clock.past(-daysAgo + 2, 18),
        details: { memberName: who.name, version: 1 },
      });
    }
  }
}
