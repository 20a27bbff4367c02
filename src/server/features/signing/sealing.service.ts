import { createHash, randomBytes } from 'node:crypto';
import { type FormData, shownFields } from '@shared/signing/form-rules';
import { isApplicantRole, type SignerRole } from '@shared/signing/signers';
import type { Tx } from '../../db/client';
import { writeChainedAudit } from '../../lib/audit-chain';
import type { Actor } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { translate } from '../../lib/i18n/server-i18n';
import { loadSealIdentity, sealPdf } from './agency-seal';
import { formInLanguage, shownAnswer } from './form-language';
import { renderFormPdf, withCertificatePage } from './pdf-render';
import { documentMemberOf } from './signers.repository';
import { sourcePdfOf } from './template-pdf.service';
import * as repo from './signing.repository';

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** What the seal and the `signing.submitted` event record of the answers. */
export const formDataSha256Of = (formData: FormData) => sha256(JSON.stringify(formData));

/** 'SEAL-' and 10 characters without look-alikes (no 0/O, 1/I/L): short enough to type from paper. */
export function newVerificationCode(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  const chars = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
  return `SEAL-${chars.slice(0, 5)}-${chars.slice(5)}`;
}

interface SealInput {
  form: { document: { id: string; familyId: string; documentName: string }; submission: repo.SubmissionRow };
  formData: FormData;
  signatures: readonly repo.SignatureRow[];
  at: Date;
  /** The head of the document's audit chain: the submission's event, or the last countersignature's. */
  chainHash: string;
}

/**
 * Inside the transaction of the last step (the family's submission, or the last countersignature): renders the
 * form and signatures, adds the certificate page with the chain's head and every signer's evidence, seals it with
 * the agency's certificate, stores it and records the seal. A failure leaves neither the row nor the file.
 */
export async function sealSubmission(ctx: AppContext, tx: Tx, actor: Actor, input: SealInput) {
  const { form, formData, signatures, at, chainHash } = input;
  const { id: documentId, familyId, documentName } = form.document;
  const formDataSha256 = formDataSha256Of(formData);
  const event = { objectType: 'document', objectId: documentId, familyId } as const;
  const { family } = await repo.householdOf(tx, familyId);
  const caseNumber = family?.caseNumber ?? '';
  // The form and its certificate page are in the family's language (issue 50).
  const language = family?.language ?? 'en';
  const shown = formInLanguage(
    language,
    { documentName, fields: form.submission.formFields },
    await repo.findTemplate(tx, form.submission.templateId),
  );
  const printed = shownFields(shown.fields, formData);
  const sourcePdf = await sourcePdfOf(ctx, form.submission.sourcePdfKey);
  // A member who is an applicant signs their own form as that applicant (the primary applicant on a form that
  // is nobody's own).
  const member = await documentMemberOf(tx, documentId);
  const memberRole = member ? member.role : 'primary_applicant';
  const roleLabel = (role: SignerRole) =>
    translate(
      language,
      `signedForm.roles.${role === 'member' && isApplicantRole(memberRole) ? memberRole : role}`,
    );
  // The roles that signed, in the template's order (a single applicant's form has one).
  const ordered = form.submission.requiredSignatures
    .map((role) => signatures.find((s) => s.signerRole === role))
    .filter((s): s is repo.SignatureRow => s !== undefined);
  const unsealed = await renderFormPdf({
    documentName: shown.documentName,
    caseLine: translate(language, 'signedForm.case', { caseNumber }),
    // A field its condition hides is not printed (issue 44).
    fields: printed,
    formData: Object.fromEntries(printed.map((f) => [f.name, shownAnswer(f, formData[f.name])])),
    signers: ordered.map((s) => ({
      name: s.signerName,
      roleLabel: roleLabel(s.signerRole),
      signedLine: translate(language, 'signedForm.signed', { when: s.signedAt.toISOString() }),
      png: Buffer.from(s.signatureData.slice(s.signatureData.indexOf(',') + 1), 'base64'),
    })),
    ...(sourcePdf && { sourcePdf: { bytes: sourcePdf, answers: formData } }),
    words: {
      signatures: translate(language, 'signedForm.signatures'),
      checked: translate(language, 'signedForm.yes'),
      unchecked: translate(language, 'signedForm.no'),
    },
  });
  const unsealedSha256 = sha256(unsealed);
  const verificationCode = newVerificationCode();
  const pdf = await withCertificatePage(
    unsealed,
    {
      documentId,
      templateName: documentName,
      templateVersion: form.submission.templateVersion,
      caseNumber,
      signers: ordered.map((s) => ({
        name: s.signerName,
        roleLabel: roleLabel(s.signerRole),
        signedAt: s.signedAt,
        ipAddress: s.ipAddress,
        userAgent: s.userAgent,
        consent: true,
        via: translate(language, `signedForm.certificate.via.${s.signedVia}`, { email: s.signerEmail ?? '' }),
      })),
      formDataSha256,
      unsealedSha256,
      chainHash,
      verificationCode,
      verifyUrl: `${ctx.config.appOrigin}/verify?code=${verificationCode}`,
      sealedAt: at,
    },
    language,
  );
  const sealed = await sealPdf(pdf, await loadSealIdentity(ctx), at);
  const version = (await repo.sealedVersionsOf(tx, documentId)).length + 1;
  const storageKey = `${familyId}/${documentId}_sealed_v${version}_${at.getTime()}.pdf`;
  const sealedSha256 = sha256(sealed);
  await ctx.storage.put(storageKey, sealed, 'application/pdf');
  try {
    await repo.insertSealed(tx, {
      documentId,
      familyId,
      version,
      templateName: documentName,
      verificationCode,
      storageKey,
      sizeBytes: sealed.length,
      sealedSha256,
      formDataSha256,
      unsealedSha256,
      chainHash,
      signers: ordered.map((s) => ({
        role: s.signerRole,
        name: s.signerName,
        signedAt: s.signedAt.toISOString(),
        signedVia: s.signedVia,
      })),
      sealedAt: at,
    });
    await writeChainedAudit(
      tx,
      actor,
      documentId,
      {
        action: 'signing.sealed',
        ...event,
        details: { documentName, version, verificationCode, sha256: sealedSha256 },
      },
      at,
    );
  } catch (error) {
    await Promise.allSettled([ctx.storage.delete(storageKey)]);
    throw error;
  }
  return { sealedVersion: version };
}
