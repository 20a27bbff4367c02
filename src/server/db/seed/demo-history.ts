import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { families, familyDocuments, familySupportStaff } from '../schema';
import type { SeedClock } from './clock';
import { DEMO_STAFF_ACCOUNTS } from './demo-accounts';
import type { DemoStaffIds } from './demo-staff';
import type { AuditWriter, SeedActor } from './seed-types';
import { STEP_NAMES, stepCompletedDay } from './journey-documents';

const DAY_MS = 86_400_000;

/** Why each step was signed off: the reason of the move to the next step (step 8's is the approval's). */
const STEP_SIGN_OFF_REASONS: readonly string[] = [
  'Application, statement and photo IDs approved',
  'Orientation attended and references received',
  'Live Scan fingerprints submitted',
  'Household documents approved',
  'Family profile and placement preferences received',
  'Pre-approval training completed',
  'Home health and safety inspection passed',
  'All approval requirements met',
];

/**
 * Items whose first copy staff sent back before approving the next one (per family, the first approved copy
 * of each in checklist order): the demo's rejection rate and its shared rejection reasons.
 */
const FIRST_COPY_REJECTED: Readonly<Record<string, string>> = {
  'Government-Issued Photo ID':
    'The photo is too blurry to read. Please upload a clear photo of the whole ID.',
  'Employer Reference Letter': 'The letter is not signed. Please ask your employer for a signed copy.',
};

/** A rejected first copy: sent back this many days before the approval (the new copy came in between). */
const REJECTED_DAYS_BEFORE_APPROVAL = 5;

const actorOf = (staff: DemoStaffIds, email: string): SeedActor => {
  const userId = staff.byEmail.get(email);
  if (!userId) throw new Error(`demo staff ${email} missing`);
  return { userId, email, ip: null, userAgent: null };
};

/** The document reviewer of the demo: the staff account with manage_documents. */
const REVIEWER_EMAIL = DEMO_STAFF_ACCOUNTS[2].email;
const ADMIN_EMAIL = DEMO_STAFF_ACCOUNTS[1].email;

/**
 * The audit rows the seeded past would have left, written with the app's audit writer and dated by the seed's
 * clock: each family's step moves (by its caseworker, else the demo admin) up to its current step or its
 * approval, and staff's decisions on uploaded documents (approvals with their expiry, rejections with their
 * reasons, and the rejected first copies of FIRST_COPY_REJECTED). Analytics reads its step history and review
 * figures from these rows; family and staff feeds show them.
 */
export async function seedDemoHistory(
  tx: Tx,
  clock: SeedClock,
  writeAudit: AuditWriter,
  staff: DemoStaffIds,
): Promise<void> {
  const rows = await tx
    .select({
      id: families.id,
      currentStep: families.currentStep,
      status: families.status,
      startDate: families.startDate,
      caseworkerId: sql<string | null>`(select ${familySupportStaff.userId} from ${familySupportStaff}
        where ${familySupportStaff.familyId} = ${families.id} order by ${familySupportStaff.position} limit 1)`,
    })
    .from(families)
    .orderBy(asc(families.caseNumber));
  const emailOf = new Map([...staff.byEmail].map(([email, id]) => [id, email]));
  for (const family of rows) {
    const caseworkerEmail = family.caseworkerId ? emailOf.get(family.caseworkerId) : undefined;
    await writeStepMoves(tx, clock, writeAudit, actorOf(staff, caseworkerEmail ?? ADMIN_EMAIL), family);
  }
  await writeDocumentDecisions(tx, writeAudit, actorOf(staff, REVIEWER_EMAIL));
}

async function writeStepMoves(
  tx: Tx,
  clock: SeedClock,
  writeAudit: AuditWriter,
  actor: SeedActor,
  family: { id: string; currentStep: number; status: string; startDate: string },
) {
  const approved = family.status === 'approved';
  const completedSteps = approved ? STEP_NAMES.length : family.currentStep - 1;
  const startedDaysAgo = Math.round((Date.parse(clock.date(0)) - Date.parse(family.startDate)) / DAY_MS);
  for (let step = 1; step <= completedSteps; step += 1) {
    const to = Math.min(step + 1, STEP_NAMES.length);
    await writeAudit(tx, actor, {
      action: 'family.step_moved',
      objectType: 'family',
      objectId: family.id,
      familyId: family.id,
      // The hour after the step's documents were approved (17 UTC): the sign-off follows the paperwork.
      at: clock.at(stepCompletedDay({ startedDaysAgo, completedSteps }, step), 18),
      details: {
        direction: 'advance',
        reason: STEP_SIGN_OFF_REASONS[step - 1] ?? 'Step complete',
        from: step,
        to,
        stepName: STEP_NAMES[to - 1] ?? 'Decide',
        status: step === STEP_NAMES.length ? 'approved' : 'active',
      },
    });
  }
}

async function writeDocumentDecisions(tx: Tx, writeAudit: AuditWriter, reviewer: SeedActor) {
  const decided = await tx
    .select({
      id: familyDocuments.id,
      familyId: familyDocuments.familyId,
      documentName: familyDocuments.documentName,
      status: familyDocuments.status,
      approvedAt: familyDocuments.approvedAt,
      rejectedAt: familyDocuments.rejectedAt,
      rejectionReason: familyDocuments.rejectionReason,
      expiresOn: familyDocuments.expiresOn,
    })
    .from(familyDocuments)
    .where(
      and(
        eq(familyDocuments.documentType, 'upload'),
        inArray(familyDocuments.status, ['approved', 'rejected']),
      ),
    )
    .orderBy(asc(familyDocuments.createdAt));
  const firstCopies = new Set<string>();
  for (const doc of decided) {
    const subject = { objectType: 'document', objectId: doc.id, familyId: doc.familyId } as const;
    const { documentName } = doc;
    if (doc.status === 'rejected' && doc.rejectedAt) {
      await writeAudit(tx, reviewer, {
        action: 'document.rejected',
        ...subject,
        at: doc.rejectedAt,
        details: { documentName, reason: doc.rejectionReason ?? '' },
      });
      continue;
    }
    if (!doc.approvedAt) continue;
    const firstCopyReason = FIRST_COPY_REJECTED[documentName];
    const key = `${doc.familyId}:${documentName}`;
    if (firstCopyReason && !firstCopies.has(key)) {
      firstCopies.add(key);
      await writeAudit(tx, reviewer, {
        action: 'document.rejected',
        ...subject,
        at: new Date(doc.approvedAt.getTime() - REJECTED_DAYS_BEFORE_APPROVAL * DAY_MS),
        details: { documentName, reason: firstCopyReason },
      });
    }
    await writeAudit(tx, reviewer, {
      action: 'document.approved',
      ...subject,
      at: doc.approvedAt,
      details: { documentName },
    });
    if (doc.expiresOn)
      await writeAudit(tx, reviewer, {
        action: 'document.expiry_set',
        ...subject,
        at: doc.approvedAt,
        details: { documentName, expiresOn: doc.expiresOn },
      });
  }
}
