import { z } from 'zod';
import { LANGUAGE_CODES } from '../i18n/languages';
import { FormDataSchema, LocalizedFieldSchema, SignBodySchema, SignerRoleSchema } from './signing.schema';

/* The one-time signing link (decision 041): public pages whose only key is the link's token. */

export const LinkTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a link token'),
});

/** What a link's first page shows before the code: the document's name and who is asked, nothing else. */
export const SigningLinkSchema = z.object({
  documentName: z.string(),
  signerName: z.string(),
  /** The primary applicant's name: all a reference or another adult learns of the family. */
  applicantName: z.string(),
  language: z.enum(LANGUAGE_CODES),
  /** Where the code goes, masked ("j•••@example.com"). */
  emailHint: z.string(),
});
export type SigningLink = z.infer<typeof SigningLinkSchema>;

export const CodeSentSchema = z.object({ emailHint: z.string() });

export const VerifyCodeBodySchema = z.object({ code: z.string().regex(/^\d{6}$/, 'six digits') });
/** A short-lived pass for the link's next requests (header `x-signing-pass`), given for the right code. */
export const LinkPassSchema = z.object({ pass: z.string(), expiresAt: z.iso.datetime({ offset: true }) });
export type LinkPass = z.infer<typeof LinkPassSchema>;

/** The document as its link's signer sees it once the code was right. */
export const LinkDocumentSchema = z.object({
  documentName: z.string(),
  description: z.string().nullable(),
  signerName: z.string(),
  role: SignerRoleSchema,
  fields: z.array(LocalizedFieldSchema),
  translated: z.boolean(),
  formData: z.record(z.string(), z.union([z.string(), z.boolean()])),
  /** The signer may change the answers: their own form, not yet submitted. */
  editable: z.boolean(),
});
export type LinkDocument = z.infer<typeof LinkDocumentSchema>;

export const LinkSaveBodySchema = z.object({ formData: FormDataSchema });
export const LinkSignBodySchema = SignBodySchema.omit({ role: true }).extend({
  /** The answers, when the form is the signer's to fill: saved and checked before the signature. */
  formData: FormDataSchema.optional(),
});
export type LinkSignBody = z.infer<typeof LinkSignBodySchema>;
export const LinkDoneSchema = z.object({ result: z.enum(['signed', 'declined']) });

/* Staff countersignature: the Signatures queue */

export const CountersignItemSchema = z.object({
  documentId: z.uuid(),
  familyId: z.uuid(),
  familyName: z.string(),
  documentName: z.string(),
  role: SignerRoleSchema,
  /** When the family submitted: since when it has waited. */
  submittedAt: z.iso.datetime({ offset: true }),
});
export type CountersignItem = z.infer<typeof CountersignItemSchema>;
export const CountersignQueueSchema = z.array(CountersignItemSchema);

export const StaffSignBodySchema = SignBodySchema.omit({ role: true });
export type StaffSignBody = z.infer<typeof StaffSignBodySchema>;
export const StaffSignResponseSchema = z.object({ sealedVersion: z.number().int().nullable() });
export type StaffSignResponse = z.infer<typeof StaffSignResponseSchema>;
