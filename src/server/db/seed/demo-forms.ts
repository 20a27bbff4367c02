import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { documentSignatures, documentTemplates, familyDocuments, formSubmissions } from '../schema';
import type { SignerRole } from '../../../shared/signing/signers';
import type { SeedClock } from './clock';
import { DEMO_FAMILY_ID } from './demo-accounts';

const BOTH_APPLICANTS = ['primary_applicant', 'co_applicant'] as const satisfies SignerRole[];

/** A 1×1 transparent PNG: stands in for drawn signatures in demo data. */
const DEMO_SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const SIGNERS: Record<(typeof BOTH_APPLICANTS)[number], string> = {
  primary_applicant: 'Maria Martinez',
  co_applicant: 'David Martinez',
};

/** The demo family's signed agency document and its started LIC 627 form, on the default templates. */
export async function seedDemoForms(tx: Tx, clock: SeedClock): Promise<void> {
  const templates = await tx
    .select({
      id: documentTemplates.id,
      templateName: documentTemplates.templateName,
      formFields: documentTemplates.formFields,
      requiredSignatures: documentTemplates.requiredSignatures,
    })
    .from(documentTemplates);
  /** The template's id and the fields and signers a document started from it keeps. */
  const startedFrom = (name: string) => {
    const template = templates.find((row) => row.templateName === name);
    if (!template) throw new Error(`demo template ${name} missing`);
    const { id, formFields, requiredSignatures } = template;
    return { templateId: id, formFields, requiredSignatures };
  };

  // A signed and submitted agency document (Completed tab)…
  const [signed] = await tx
    .insert(familyDocuments)
    .values({
      familyId: DEMO_FAMILY_ID,
      stepId: 1,
      documentName: 'Agency Confidentiality Agreement',
      documentType: 'e-sign',
      status: 'completed',
      processingStatus: 'completed',
      submittedAt: clock.at(-52),
      createdAt: clock.at(-53),
    })
    .returning({ id: familyDocuments.id });
  if (!signed) throw new Error('could not create the signed demo document');
  await tx.insert(formSubmissions).values({
    documentId: signed.id,
    ...startedFrom('Agency Confidentiality Agreement'),
    // Signed before the agency asked for its countersignatures: the applicants' alone.
    requiredSignatures: [...BOTH_APPLICANTS],
    familyId: DEMO_FAMILY_ID,
    formData: {
      caregiver_names: 'Maria Martinez, David Martinez',
      understands_confidentiality: true,
      social_media: true,
      signed_date: clock.date(-52),
    },
    submissionStatus: 'submitted',
    submittedAt: clock.at(-52),
    createdAt: clock.at(-53),
  });
  await tx.insert(documentSignatures).values(
    BOTH_APPLICANTS.map((role, index) => ({
      documentId: signed.id,
      familyId: DEMO_FAMILY_ID,
      signerName: SIGNERS[role],
      signerRole: role,
      signatureData: DEMO_SIGNATURE_PNG,
      ipAddress: '203.0.113.24',
      userAgent: 'Mozilla/5.0 (Haven demo data)',
      signedAt: clock.at(-52, 17 + index),
    })),
  );

  // …and a started one (In Progress tab): the checklist's LIC 627 item of this step's paperwork.
  const [draft] = await tx
    .select({ id: familyDocuments.id })
    .from(familyDocuments)
    .where(
      and(
        eq(familyDocuments.familyId, DEMO_FAMILY_ID),
        eq(familyDocuments.documentName, 'LIC 627 Consent for Emergency Medical Treatment'),
      ),
    );
  if (!draft) throw new Error('the demo family has no LIC 627 checklist item');
  await tx.insert(formSubmissions).values({
    documentId: draft.id,
    ...startedFrom('LIC 627 Consent for Emergency Medical Treatment'),
    familyId: DEMO_FAMILY_ID,
    formData: { authorized_caregiver: 'Maria Martinez', physician_name: 'Valley Family Medicine' },
    createdAt: clock.at(-3),
  });
}
