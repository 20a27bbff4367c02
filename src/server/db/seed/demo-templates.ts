import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  documentSignatures,
  documentTemplates,
  familyDocuments,
  formSubmissions,
  type FormFieldType,
  type SignerRole,
  type TemplateFormField,
  type TemplateType,
} from '../schema';
import type { SeedClock } from './clock';
import { DEMO_FAMILY_ID } from './demo-accounts';

const field = (
  name: string,
  label: string,
  type: FormFieldType,
  required: boolean,
  extra: Pick<TemplateFormField, 'placeholder' | 'options'> = {},
): TemplateFormField => ({ name, label, type, required, ...extra });

const YES_NO = { options: ['Yes', 'No'] };
const BOTH_APPLICANTS: SignerRole[] = ['primary_applicant', 'co_applicant'];

const applicantName = field('applicant_name', 'Applicant Full Name', 'text', true, {
  placeholder: 'First Middle Last',
});
const dateOfBirth = field('date_of_birth', 'Date of Birth', 'date', true);
const certify = field(
  'certify',
  'I certify under penalty of perjury that the information above is true and correct',
  'checkbox',
  true,
);

interface TemplateSeed {
  templateName: string;
  templateType: TemplateType;
  category: string;
  description: string;
  formFields: TemplateFormField[];
  requiredSignatures: SignerRole[];
}

/** Real California Community Care Licensing forms and two typical agency documents. */
const TEMPLATES: readonly TemplateSeed[] = [
  {
    templateName: 'LIC 9163 Request for Live Scan Service',
    templateType: 'state_form',
    category: 'Background Check',
    description: 'Requests fingerprint-based criminal record checks from the California DOJ and the FBI.',
    formFields: [
      applicantName,
      dateOfBirth,
      field('sex', 'Sex', 'radio', true, { options: ['Female', 'Male', 'X'] }),
      field('drivers_license', "Driver's License or ID Number", 'text', true, { placeholder: 'CA D1234567' }),
      field('home_address', 'Home Address', 'textarea', true),
      field('phone', 'Phone Number', 'tel', true, { placeholder: '(555) 555-0123' }),
    ],
    requiredSignatures: ['primary_applicant'],
  },
  {
    templateName: 'RFA 01A Resource Family Application',
    templateType: 'state_form',
    category: 'Application',
    description:
      'The application for Resource Family Approval, listing the applicants and everyone in the home.',
    formFields: [
      applicantName,
      field('co_applicant_name', 'Co-Applicant Full Name', 'text', false),
      field('home_address', 'Home Address', 'textarea', true),
      field('phone', 'Phone Number', 'tel', true),
      field('email', 'Email Address', 'email', true, { placeholder: 'name@example.org' }),
      field(
        'household_members',
        'Other People Living in the Home (name, age, relationship)',
        'textarea',
        false,
      ),
      field(
        'previously_licensed',
        'Have you previously been licensed or approved to care for children?',
        'radio',
        true,
        YES_NO,
      ),
      certify,
    ],
    requiredSignatures: BOTH_APPLICANTS,
  },
  {
    templateName: 'RFA 01B Resource Family Applicant Criminal Record Statement',
    templateType: 'state_form',
    category: 'Background Check',
    description: 'A statement of any criminal convictions, required from every adult in the home.',
    formFields: [
      applicantName,
      dateOfBirth,
      field(
        'convicted',
        'Have you ever been convicted of a crime in California or elsewhere?',
        'radio',
        true,
        YES_NO,
      ),
      field('conviction_details', 'If yes, list each conviction with date and location', 'textarea', false),
      certify,
    ],
    requiredSignatures: ['primary_applicant'],
  },
  {
    templateName: 'LIC 627 Consent for Emergency Medical Treatment',
    templateType: 'state_form',
    category: 'Medical',
    description: 'Authorizes emergency medical care for a child placed in your home.',
    formFields: [
      field('child_name', "Child's Full Name", 'text', true),
      field('child_date_of_birth', "Child's Date of Birth", 'date', true),
      field('physician_name', 'Physician or Clinic', 'text', false),
      field('physician_phone', 'Physician Phone', 'tel', false),
      field('allergies', 'Known Allergies and Medications', 'textarea', false, { placeholder: 'None known' }),
      field('authorized_caregiver', 'Caregiver Authorized to Consent', 'text', true),
    ],
    requiredSignatures: BOTH_APPLICANTS,
  },
  {
    templateName: 'Agency Confidentiality Agreement',
    templateType: 'agency_document',
    category: 'Agency Policy',
    description: 'Protecting the privacy of children in care and their families, including on social media.',
    formFields: [
      field('caregiver_names', 'Caregiver Names', 'text', true),
      field(
        'understands_confidentiality',
        'I will not share information about children in care or their families',
        'checkbox',
        true,
      ),
      field('social_media', 'I will not post photos or details of children in care online', 'checkbox', true),
      field('signed_date', 'Date', 'date', true),
    ],
    requiredSignatures: BOTH_APPLICANTS,
  },
  {
    templateName: 'Discipline Policy Acknowledgement',
    templateType: 'agency_document',
    category: 'Agency Policy',
    description:
      'Confirms that you understand the agency’s positive discipline policy and the ban on corporal punishment.',
    formFields: [
      field(
        'no_corporal_punishment',
        'I understand that corporal punishment is never permitted',
        'checkbox',
        true,
      ),
      field('discipline_approaches', 'Describe how you guide behaviour in your home', 'textarea', true),
      field('questions', 'Questions for your caseworker', 'textarea', false),
    ],
    requiredSignatures: BOTH_APPLICANTS,
  },
];

/** A 1×1 transparent PNG: stands in for drawn signatures in demo data. */
const DEMO_SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const SIGNERS: Record<SignerRole, string> = {
  primary_applicant: 'Maria Martinez',
  co_applicant: 'David Martinez',
};

export async function seedDemoTemplates(tx: Tx, clock: SeedClock): Promise<void> {
  const inserted = await tx
    .insert(documentTemplates)
    .values([...TEMPLATES])
    .returning({
      id: documentTemplates.id,
      templateName: documentTemplates.templateName,
      formFields: documentTemplates.formFields,
      requiredSignatures: documentTemplates.requiredSignatures,
    });
  /** The template's id and the fields and signers a document started from it keeps. */
  const startedFrom = (name: string) => {
    const template = inserted.find((row) => row.templateName === name);
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
