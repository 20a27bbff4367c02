import { count, sql } from 'drizzle-orm';
import type { RequirementAudience } from '../../../shared/requirements/requirement-rules';
import type { Conn } from '../client';
import { documentRequirements, documentTemplates, type RequirementKind } from '../schema';
import { seedFormTemplates, seedReferenceTemplate } from './form-templates';

export interface ChecklistItem {
  step: number;
  name: string;
  description?: string;
  kind: RequirementKind;
  audience: RequirementAudience;
  optional?: boolean;
  validityMonths?: number;
  /** The default template (form-templates.ts) a form or e-signature item is filled with online. */
  templateName?: string;
}

/**
 * A California resource-family checklist (RFA paperwork), step by step: the agency's starting point, which
 * staff then edit on System Configuration. Families' requested documents are made from it.
 */
export const DEFAULT_CHECKLIST: readonly ChecklistItem[] = [
  {
    step: 1,
    name: 'Resource Family Application (RFA 01A)',
    description: 'Filled in and signed by the primary applicant.',
    kind: 'form',
    audience: 'household',
    templateName: 'RFA 01A Resource Family Application',
  },
  {
    step: 1,
    name: 'Criminal Record Statement (RFA 01B)',
    description: 'Every adult living in the home completes one.',
    kind: 'form',
    audience: 'each_adult',
    templateName: 'RFA 01B Resource Family Applicant Criminal Record Statement',
  },
  {
    step: 1,
    name: 'Government-Issued Photo ID',
    description: "A driver's license, state ID or passport; both sides where there are two.",
    kind: 'upload',
    audience: 'each_adult',
  },
  { step: 2, name: 'Resource Family Readiness Self-Assessment', kind: 'form', audience: 'household' },
  {
    step: 2,
    name: 'Personal References (3)',
    description: 'Three people who are not related to you and have known you for at least two years.',
    kind: 'form',
    audience: 'household',
  },
  { step: 2, name: 'Employer Reference Letter', kind: 'upload', audience: 'household' },
  {
    step: 3,
    name: 'Live Scan Fingerprinting Receipt (LIC 9163)',
    description: 'The receipt the Live Scan operator gives you after fingerprinting.',
    kind: 'upload',
    audience: 'each_adult',
  },
  { step: 3, name: 'Background Check Authorization', kind: 'form', audience: 'household' },
  {
    step: 4,
    name: 'Proof of Income',
    description: 'Recent pay stubs, a tax return or benefit letters for the household.',
    kind: 'upload',
    audience: 'household',
  },
  {
    step: 4,
    name: "Homeowner's or Renter's Insurance Declaration",
    description: 'All pages, including the declarations page.',
    kind: 'upload',
    audience: 'household',
    validityMonths: 12,
  },
  {
    step: 4,
    name: 'TB Test Results',
    description: 'A skin or blood test result from the last 12 months.',
    kind: 'upload',
    audience: 'each_adult',
    validityMonths: 12,
  },
  {
    step: 4,
    name: "Physician's Report (LIC 503)",
    description: 'Completed and signed by your doctor.',
    kind: 'upload',
    audience: 'each_applicant',
  },
  {
    step: 4,
    name: 'LIC 627 Consent for Emergency Medical Treatment',
    description:
      'Signed online by the applicants: who may consent to emergency care for a child in your home.',
    kind: 'e-sign',
    audience: 'household',
    templateName: 'LIC 627 Consent for Emergency Medical Treatment',
  },
  {
    step: 4,
    name: "Children's Immunization Records",
    kind: 'upload',
    audience: 'each_child',
    optional: true,
  },
  {
    step: 4,
    name: 'Pet Vaccination Records',
    description: 'Only if you have pets: current rabies and other vaccinations.',
    kind: 'upload',
    audience: 'household',
    optional: true,
    validityMonths: 12,
  },
  { step: 5, name: 'Placement Preferences Questionnaire', kind: 'form', audience: 'household' },
  { step: 5, name: 'Family Profile Letter and Photos', kind: 'upload', audience: 'household' },
  { step: 6, name: 'Pre-Approval Training Certificates', kind: 'upload', audience: 'household' },
  {
    step: 6,
    name: 'CPR and First Aid Certification',
    description: 'Adult and pediatric CPR and First Aid, from an approved provider.',
    kind: 'upload',
    audience: 'each_applicant',
    validityMonths: 24,
  },
  {
    step: 6,
    name: 'Vehicle Insurance Verification',
    description: 'For every vehicle used to drive children in care.',
    kind: 'upload',
    audience: 'household',
    validityMonths: 12,
  },
  { step: 7, name: 'Home Health and Safety Assessment Checklist', kind: 'form', audience: 'household' },
  {
    step: 7,
    name: 'Emergency Evacuation Floor Plan',
    description: 'A drawing of each floor with exits, escape routes and the meeting place marked.',
    kind: 'upload',
    audience: 'household',
  },
  { step: 8, name: 'Final Approval Acknowledgement', kind: 'form', audience: 'household' },
];

/** Serializes two servers seeding the checklist of one empty PostgreSQL. */
const CHECKLIST_LOCK_KEY = 7_243_901_119;

/**
 * Inserts the default templates and the default checklist, each only when there is none yet: they are the
 * agency's data from then on, so staff edits (and disabled items) survive restarts. When either was just
 * added, the default items are linked to their default templates (those of the same names still there).
 */
export async function seedChecklist(db: Conn): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHECKLIST_LOCK_KEY})`);
    const templatesAdded = await seedFormTemplates(tx);
    await seedReferenceTemplate(tx);
    const [existing] = await tx.select({ n: count() }).from(documentRequirements);
    const checklistAdded = (existing?.n ?? 0) === 0;
    if (checklistAdded) await tx.insert(documentRequirements).values(defaultRequirements());
    if (templatesAdded || checklistAdded) await linkDefaultTemplates(tx);
  });
}

function defaultRequirements() {
  const positions = new Map<number, number>();
  return DEFAULT_CHECKLIST.map((item) => {
    const position = (positions.get(item.step) ?? 0) + 10;
    positions.set(item.step, position);
    return {
      stepId: item.step,
      name: item.name,
      description: item.description ?? null,
      kind: item.kind,
      audience: item.audience,
      required: !item.optional,
      validityMonths: item.validityMonths ?? null,
      position,
    };
  });
}

/** Default items not linked to a template yet get the default template they name. */
async function linkDefaultTemplates(db: Conn): Promise<void> {
  const pairs = DEFAULT_CHECKLIST.flatMap((item) =>
    item.templateName ? [sql`(${item.name}, ${item.templateName})`] : [],
  );
  await db.execute(sql`update ${documentRequirements} r set template_id = t.id
    from (values ${sql.join(pairs, sql`, `)}) as pair(item_name, template_name)
    join ${documentTemplates} t on t.template_name = pair.template_name
    where r.name = pair.item_name and r.template_id is null`);
}
