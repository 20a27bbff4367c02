import { z } from 'zod';
import { safeText } from '../text/safe-text';
import { TRANSLATED_LANGUAGES } from '../i18n/translations';
import { TemplateTranslationsSchema } from './template-translations';
import { SIGNED_VIA, SIGNER_ROLES, SIGNER_STATUSES, SIGNING_ORDERS } from './signers';
import {
  FIELD_VALUE_MAX,
  RETURN_REASON_MAX,
  SIGNATURE_DATA_MAX,
  TEMPLATE_FIELDS_MAX,
} from './signing.limits';

/** What a family fills out and signs itself; a `reference_form` is the questionnaire its references fill. */
export const FAMILY_TEMPLATE_TYPES = ['state_form', 'agency_document'] as const;
export const TEMPLATE_TYPES = [...FAMILY_TEMPLATE_TYPES, 'reference_form'] as const;
export const TemplateTypeSchema = z.enum(TEMPLATE_TYPES);
/** The kinds a family's Document Center and signing pages show. */
export const FamilyTemplateTypeSchema = z.enum(FAMILY_TEMPLATE_TYPES);
export type TemplateType = z.infer<typeof TemplateTypeSchema>;

export const SignerRoleSchema = z.enum(SIGNER_ROLES);
export const SigningOrderSchema = z.enum(SIGNING_ORDERS);
export const SignedViaSchema = z.enum(SIGNED_VIA);

export const FIELD_TYPES = ['text', 'email', 'tel', 'date', 'textarea', 'checkbox', 'radio'] as const;
export const FieldTypeSchema = z.enum(FIELD_TYPES);

export const DisplayedStateSchema = z.enum(['completed', 'pending_review', 'in_progress']);

const FIELD_NAME = /^[a-z][a-z0-9_]{0,62}$/;

/**
 * A field shown only when an earlier radio has this option, or an earlier checkbox this true/false (issue 44).
 * Which field and value may be named is checked against the whole template (`conditionProblem`).
 */
export const ShowWhenSchema = z.object({
  field: z.string().regex(FIELD_NAME),
  equals: z.union([safeText({ min: 1, max: 200 }), z.boolean()]),
});

/** One field of a template's form (spec 02 §3 "Form field"). */
export const TemplateFieldSchema = z.object({
  name: z.string().regex(FIELD_NAME, 'lower-case letters, digits and _'),
  label: safeText({ min: 1, max: 300 }),
  type: FieldTypeSchema,
  required: z.boolean(),
  placeholder: safeText({ max: 200 }).optional(),
  options: z
    .array(safeText({ min: 1, max: 200 }))
    .max(20)
    .optional(),
  showWhen: ShowWhenSchema.optional(),
  /** The field of the state's fillable PDF it is filled into, on a template built on one (issue 44). */
  pdfField: z.string().min(1).max(300).optional(),
});
export type TemplateField = z.infer<typeof TemplateFieldSchema>;

/** A field as the family's language shows it: a radio's options stay the saved values, `optionLabels` shown. */
export const LocalizedFieldSchema = TemplateFieldSchema.extend({
  optionLabels: z.array(z.string()).optional(),
});
export type LocalizedField = z.infer<typeof LocalizedFieldSchema>;

export const FormDataSchema = z.record(
  z.string().regex(FIELD_NAME),
  z.union([safeText({ max: FIELD_VALUE_MAX, multiline: true }), z.boolean()]),
);

/** A card of Available Forms. */
export const TemplateCardSchema = z.object({
  id: z.uuid(),
  templateName: z.string(),
  templateType: FamilyTemplateTypeSchema,
  category: z.string(),
  description: z.string().nullable(),
  requiredSignatures: z.array(SignerRoleSchema),
  signingOrder: SigningOrderSchema,
  /** False when some of the card is in English for want of a translation into the family's language. */
  translated: z.boolean(),
});
export type TemplateCard = z.infer<typeof TemplateCardSchema>;

/** A started document of the Document Center (In Progress or Completed). */
export const CenterDocumentSchema = z.object({
  id: z.uuid(),
  documentName: z.string(),
  templateId: z.uuid(),
  templateType: FamilyTemplateTypeSchema,
  category: z.string(),
  state: DisplayedStateSchema,
  startedAt: z.iso.datetime({ offset: true }),
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
  signaturesDone: z.number().int(),
  signaturesRequired: z.number().int(),
  /** Why staff returned it for correction; null unless returned. */
  returnReason: z.string().nullable(),
});
export type CenterDocument = z.infer<typeof CenterDocumentSchema>;

export const DocumentCenterSchema = z.object({
  inProgress: z.array(CenterDocumentSchema),
  completed: z.array(CenterDocumentSchema),
  available: z.array(TemplateCardSchema),
});
export type DocumentCenter = z.infer<typeof DocumentCenterSchema>;

export const StartDocumentBodySchema = z.object({ templateId: z.uuid() });
export const StartDocumentResponseSchema = z.object({ documentId: z.uuid(), created: z.boolean() });
export type StartDocumentResponse = z.infer<typeof StartDocumentResponseSchema>;

export const SignerSchema = z.object({
  role: SignerRoleSchema,
  /**
   * From the household (the applicant of that role, the document's member), the staff user who signed, or the
   * role's English name when nobody is known yet.
   */
  name: z.string(),
  signedAt: z.iso.datetime({ offset: true }).nullable(),
  status: z.enum(SIGNER_STATUSES),
  signedVia: SignedViaSchema.nullable(),
  /** Why they declined, while the document waits for them again. */
  declineReason: z.string().nullable(),
  /** Where their one-time signing link went, when one was sent. */
  linkSentTo: z.string().nullable(),
  /** Whether the caller may sign it now (their turn, and theirs to sign in this session). */
  canSign: z.boolean(),
  /** Whether the family reaches this signer by an e-mailed link (an adult of the home who is not an applicant). */
  signsByLink: z.boolean(),
});
export type Signer = z.infer<typeof SignerSchema>;

/** The signing page (spec 02 §2 Document Signing). */
export const SigningDocumentSchema = z.object({
  id: z.uuid(),
  documentName: z.string(),
  templateType: FamilyTemplateTypeSchema,
  category: z.string(),
  description: z.string().nullable(),
  state: DisplayedStateSchema,
  submitted: z.boolean(),
  fields: z.array(LocalizedFieldSchema),
  /** False when some of the form is in English for want of a translation into the family's language. */
  translated: z.boolean(),
  formData: z.record(z.string(), z.union([z.string(), z.boolean()])),
  signers: z.array(SignerSchema),
  signingOrder: SigningOrderSchema,
  returnReason: z.string().nullable(),
  /** The newest sealed PDF's version, when there is one. */
  sealedVersion: z.number().int().nullable(),
});
export type SigningDocument = z.infer<typeof SigningDocumentSchema>;

export const DocumentIdParamsSchema = z.object({ documentId: z.uuid() });

export const SaveFormBodySchema = z.object({ formData: FormDataSchema });
export type SaveFormBody = z.infer<typeof SaveFormBodySchema>;
export const SaveFormResponseSchema = z.object({ savedAt: z.iso.datetime({ offset: true }) });

export const SignBodySchema = z.object({
  role: z.string().max(40),
  signatureData: z
    .string()
    .max(SIGNATURE_DATA_MAX)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'a PNG data URL'),
  /** The signer agreed to sign electronically (recorded with the signature). */
  consent: z.literal(true),
});
export type SignBody = z.infer<typeof SignBodySchema>;
export const SignResponseSchema = z.object({ signers: z.array(SignerSchema), fullySigned: z.boolean() });
export type SignResponse = z.infer<typeof SignResponseSchema>;

export const SubmitBodySchema = SaveFormBodySchema;
/** `sealedVersion` is null while staff have still to countersign. */
export const SubmitResponseSchema = z.object({ sealedVersion: z.number().int().nullable() });

export const SignerParamsSchema = DocumentIdParamsSchema.extend({ role: SignerRoleSchema });
export const SendLinkBodySchema = z.object({ email: z.email().max(254) });
export const DeclineBodySchema = z.object({
  reason: safeText({ min: 1, max: RETURN_REASON_MAX, multiline: true }),
});
export type DeclineBody = z.infer<typeof DeclineBodySchema>;

export const SealedVersionParamsSchema = DocumentIdParamsSchema.extend({
  version: z.coerce.number().int().min(1).max(10_000),
});

/* Staff */

export const StaffFamilyFormSchema = CenterDocumentSchema.extend({
  sealedVersions: z.array(
    z.object({ version: z.number().int(), sealedAt: z.iso.datetime({ offset: true }) }),
  ),
});
export type StaffFamilyForm = z.infer<typeof StaffFamilyFormSchema>;
export const StaffFamilyFormListSchema = z.array(StaffFamilyFormSchema);
export const FamilyIdParamsSchema = z.object({ familyId: z.uuid() });

export const StaffSignatureSchema = SignerSchema.extend({
  email: z.string().nullable(),
  signatureData: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export const StaffFormDetailSchema = SigningDocumentSchema.omit({ signers: true, translated: true }).extend({
  familyId: z.uuid(),
  signatures: z.array(StaffSignatureSchema),
  sealedVersions: z.array(
    z.object({ version: z.number().int(), sealedAt: z.iso.datetime({ offset: true }) }),
  ),
});
export type StaffFormDetail = z.infer<typeof StaffFormDetailSchema>;

export const ReturnFormBodySchema = z.object({
  reason: safeText({ min: 1, max: RETURN_REASON_MAX, multiline: true }),
});

export const TemplateSchema = z.object({
  id: z.uuid(),
  templateName: z.string(),
  templateType: TemplateTypeSchema,
  category: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  formFields: z.array(TemplateFieldSchema),
  requiredSignatures: z.array(SignerRoleSchema),
  signingOrder: SigningOrderSchema,
  /** Built on the state's own fillable PDF: signed forms are filled into its fields. */
  builtOnPdf: z.boolean(),
  version: z.number().int(),
  /** Documents started from it (any version). */
  documentsStarted: z.number().int(),
  /** Its name, description and fields in the family languages (issue 50). */
  translations: TemplateTranslationsSchema,
  /** The languages whose translation is missing or incomplete: families speaking them see English there. */
  missingLanguages: z.array(z.enum(TRANSLATED_LANGUAGES)),
});
export type Template = z.infer<typeof TemplateSchema>;
export const TemplateListSchema = z.array(TemplateSchema);
export const TemplateIdParamsSchema = z.object({ templateId: z.uuid() });

export const TemplateBodySchema = z
  .object({
    templateName: safeText({ min: 1, max: 200 }),
    templateType: TemplateTypeSchema,
    category: safeText({ min: 1, max: 100 }),
    description: safeText({ max: 1000, multiline: true }).nullable(),
    isActive: z.boolean(),
    formFields: z.array(TemplateFieldSchema).max(TEMPLATE_FIELDS_MAX),
    requiredSignatures: z.array(SignerRoleSchema).max(SIGNER_ROLES.length),
    signingOrder: SigningOrderSchema.default('parallel'),
  })
  .refine((t) => new Set(t.formFields.map((f) => f.name)).size === t.formFields.length, {
    message: 'field names must be unique',
    path: ['formFields'],
  })
  .refine((t) => new Set(t.requiredSignatures).size === t.requiredSignatures.length, {
    message: 'each signer role once',
    path: ['requiredSignatures'],
  })
  .refine((t) => t.templateType !== 'reference_form' || t.requiredSignatures.length === 0, {
    message: 'a reference questionnaire is signed by the reference alone',
    path: ['requiredSignatures'],
  })
  .refine((t) => t.formFields.every((f) => f.type !== 'radio' || (f.options?.length ?? 0) >= 2), {
    message: 'a radio field needs at least two options',
    path: ['formFields'],
  });
export type TemplateBody = z.infer<typeof TemplateBodySchema>;

/* Public verification */

/** A signer as the seal records them; `signedVia` is absent for documents sealed before issue 44. */
export const SealedSignerSchema = z.object({
  /** A reference signs the questionnaire of a family's reference (issue 44), not a family document. */
  role: z.enum([...SIGNER_ROLES, 'reference']),
  name: z.string(),
  signedAt: z.iso.datetime({ offset: true }),
  signedVia: z.enum([...SIGNED_VIA, 'reference_link']).optional(),
});
export type SealedSigner = z.infer<typeof SealedSignerSchema>;

export const VerifyCodeParamsSchema = z.object({
  code: z.string().regex(/^[A-Z0-9-]{6,20}$/i, 'a verification code'),
});
export const VerificationSchema = z.discriminatedUnion('result', [
  z.object({
    result: z.literal('verified'),
    verificationCode: z.string(),
    documentName: z.string(),
    version: z.number().int(),
    sealedAt: z.iso.datetime({ offset: true }),
    signers: z.array(SealedSignerSchema),
    /** True when an uploaded file was checked (byte for byte and its seal), false for a code lookup. */
    fileChecked: z.boolean(),
    /** An approval packet's table of contents (issue 45). */
    contents: z.array(z.string()).optional(),
  }),
  z.object({ result: z.literal('not_verified') }),
]);
export type Verification = z.infer<typeof VerificationSchema>;
