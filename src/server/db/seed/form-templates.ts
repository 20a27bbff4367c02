import { and, count, eq, sql } from 'drizzle-orm';
import type { Conn } from '../client';
import { documentTemplates, type FormFieldType, type TemplateFormField, type TemplateType } from '../schema';
import type { SignerRole, SigningOrder } from '../../../shared/signing/signers';
import { defaultTemplateTranslations } from './form-template-translations';

const field = (
  name: string,
  label: string,
  type: FormFieldType,
  required: boolean,
  extra: Pick<TemplateFormField, 'placeholder' | 'options' | 'showWhen'> = {},
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
  signingOrder?: SigningOrder;
}

/**
 * Real California Community Care Licensing forms and two typical agency documents: the agency's starting point,
 * which staff then edit on Templates.
 */
export const DEFAULT_TEMPLATES: readonly TemplateSeed[] = [
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
      // As on the state's form: asked only of an applicant who answered Yes, and then it must be answered.
      field('conviction_details', 'If yes, list each conviction with date and location', 'textarea', true, {
        showWhen: { field: 'convicted', equals: 'Yes' },
      }),
      certify,
    ],
    // Each adult fills and signs their own (one document per adult: the checklist's each_adult item).
    requiredSignatures: ['member'],
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
    // The agency's caseworker, then a supervisor, countersign after the applicants.
    requiredSignatures: [...BOTH_APPLICANTS, 'caseworker', 'supervisor'],
    signingOrder: 'sequential',
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

/**
 * The questionnaire a family's references fill and sign through their link (issue 44); staff edit it on
 * Templates like the others. It is not a family's form: its signer is the reference.
 */
export const REFERENCE_TEMPLATE: TemplateSeed = {
  templateName: 'Reference Questionnaire',
  templateType: 'reference_form',
  category: 'References',
  description:
    'A few questions about how you know the applicant and what you have seen of them with children.',
  formFields: [
    field('reference_known_how', 'How do you know the applicant?', 'textarea', true),
    field('reference_years_known', 'How many years have you known the applicant?', 'text', true),
    field(
      'reference_seen_with_children',
      'Have you seen the applicant with children?',
      'radio',
      true,
      YES_NO,
    ),
    field(
      'reference_children_observations',
      'What have you seen of the applicant with children?',
      'textarea',
      true,
      {
        showWhen: { field: 'reference_seen_with_children', equals: 'Yes' },
      },
    ),
    field(
      'reference_strengths',
      'What are the strengths the applicant would bring to caring for a child?',
      'textarea',
      true,
    ),
    field(
      'reference_concerns',
      'Do you have any concerns about the applicant caring for children?',
      'radio',
      true,
      YES_NO,
    ),
    field('reference_concern_details', 'Please describe your concerns', 'textarea', true, {
      showWhen: { field: 'reference_concerns', equals: 'Yes' },
    }),
    field('reference_recommend', 'Would you recommend the applicant as a resource parent?', 'radio', true, {
      options: ['Yes', 'With reservations', 'No'],
    }),
    field('phone', 'Phone Number', 'tel', false, { placeholder: '(555) 555-0123' }),
    field(
      'reference_certify',
      'The information I have given is true to the best of my knowledge',
      'checkbox',
      true,
    ),
  ],
  requiredSignatures: [],
};

/**
 * Inserts the default templates, translated, when there are none yet; true when it did. A database seeded before
 * templates had translations gets them for each default template it still has untranslated, under its default
 * name (call it under the checklist's lock).
 */
export async function seedFormTemplates(db: Conn): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(documentTemplates);
  if ((existing?.n ?? 0) === 0) {
    await db
      .insert(documentTemplates)
      .values(DEFAULT_TEMPLATES.map((t) => ({ ...t, translations: defaultTemplateTranslations(t) })));
    return true;
  }
  for (const template of DEFAULT_TEMPLATES) {
    await db
      .update(documentTemplates)
      .set({ translations: defaultTemplateTranslations(template) })
      .where(
        and(
          eq(documentTemplates.templateName, template.templateName),
          sql`${documentTemplates.translations} = '{}'::jsonb`,
        ),
      );
  }
  return false;
}

/** Adds the reference questionnaire where none is (a database seeded before references existed too). */
export async function seedReferenceTemplate(db: Conn): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(documentTemplates)
    .where(eq(documentTemplates.templateType, 'reference_form'));
  if ((existing?.n ?? 0) > 0) return;
  await db
    .insert(documentTemplates)
    .values({ ...REFERENCE_TEMPLATE, translations: defaultTemplateTranslations(REFERENCE_TEMPLATE) })
    .onConflictDoNothing();
}
