import type { ItemResult } from '../../../shared/home-assessment/home-assessment-rules';
import type { Tx } from '../client';
import { homeAssessmentItems, homeAssessmentResults, homeAssessments } from '../schema';
import type { SeedClock } from './clock';
import { DEMO_FAMILY_ID } from './demo-accounts';
import type { DemoStaffIds } from './demo-staff';
import type { AuditWriter } from './seed-types';

/**
 * The home environment assessment's demo (issue 43): the caseworker's visit five days ago got through half the
 * checklist; the escape plan needs a correction the family has not sent yet, the rest is still to look at.
 */

const VISITED: readonly { key: string; result: ItemResult; note: string }[] = [
  { key: 'smoke_co_alarms', result: 'pass', note: 'Alarms in every bedroom and the hallway; all tested.' },
  { key: 'fire_extinguisher', result: 'pass', note: 'Kitchen, gauge in the green.' },
  {
    key: 'escape_plan',
    result: 'needs_correction',
    note: "Draw the escape plan with both exits and post it inside Sofia's bedroom door and in the hallway.",
  },
  { key: 'water_hazards', result: 'not_applicable', note: 'No pool, spa or pond.' },
  { key: 'medicines_chemicals', result: 'pass', note: 'Locked cabinet above the washer.' },
  { key: 'firearms', result: 'not_applicable', note: 'No firearms in the home (both applicants confirmed).' },
];

export async function seedDemoAssessment(
  tx: Tx,
  clock: SeedClock,
  writeAudit: AuditWriter,
  staff: DemoStaffIds,
) {
  const caseworker = staff.supportTeam[0]?.userId ?? staff.adminId;
  const actor = { userId: caseworker, email: null, ip: null, userAgent: null };
  const visit = clock.past(-5, 18);
  const [assessment] = await tx
    .insert(homeAssessments)
    .values({ familyId: DEMO_FAMILY_ID, startedBy: caseworker, startedAt: visit })
    .returning({ id: homeAssessments.id });
  if (!assessment) throw new Error('demo assessment not inserted');
  const names = new Map(
    (
      await tx
        .select({ key: homeAssessmentItems.key, name: homeAssessmentItems.name })
        .from(homeAssessmentItems)
    ).map((row) => [row.key, row.name]),
  );
  for (const item of VISITED) {
    const correction = item.result === 'needs_correction';
    await tx.insert(homeAssessmentResults).values({
      assessmentId: assessment.id,
      itemKey: item.key,
      result: item.result,
      note: item.note,
      correctionDueDate: correction ? clock.date(9) : null,
      correctionStatus: correction ? 'open' : null,
      updatedBy: caseworker,
      createdAt: visit,
      updatedAt: visit,
    });
    await writeAudit(tx, actor, {
      action: 'home_assessment.item_recorded',
      objectType: 'home_assessment_item',
      objectId: item.key,
      familyId: DEMO_FAMILY_ID,
      at: visit,
      details: { itemName: names.get(item.key) ?? item.key, result: item.result, from: null },
    });
  }
}
