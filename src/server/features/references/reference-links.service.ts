import { createHash } from 'node:crypto';
import { formDataOf, shownFields } from '@shared/signing/form-rules';
import type { ReferenceLink, ReferenceSubmitBody } from '@shared/references/references.schema';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { translate } from '../../lib/i18n/server-i18n';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { loadSealIdentity, sealPdf } from '../signing/agency-seal';
import { formInLanguage, shownAnswer } from '../signing/form-language';
import { renderFormPdf, withCertificatePage } from '../signing/pdf-render';
import { formDataSha256Of, newVerificationCode } from '../signing/sealing.service';
import { checkFormComplete } from '../signing/signing-round';
import { requireDrawnSignature } from '../signing/signing.service';
import { applicantNameOf, linkLanguage, named, referenceEvent } from './references.service';
import * as repo from './references.repository';

/**
 * The reference's side (issue 44): a public page whose only key is the e-mailed link. It shows the applicant's
 * name and the questionnaire in the family's language, nothing else of the family; the reference fills and signs
 * it once. The link proves the e-mail address, as a password-reset link does: the questionnaire holds nothing of
 * the family to protect with a further code (the adults' links, which show the household's own form, ask one).
 */

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

const linkInvalid = () =>
  new AppError('INVALID_TOKEN', {
    message: 'This reference link is no longer valid. Please ask the family or the agency for a new one.',
    translation: { key: 'errors.references.linkInvalid' },
  });

async function openLink(ctx: AppContext, tx: Tx, token: string) {
  const row = await repo.lockByLink(tx, hashOpaqueToken(token), ctx.now());
  if (!row) throw linkInvalid();
  return row;
}

/** The questionnaire as the reference reads it; the first opening is recorded. */
export async function getReferenceLink(
  ctx: AppContext,
  caller: Caller,
  token: string,
): Promise<ReferenceLink> {
  return ctx.db.transaction(async (tx) => {
    let row = await openLink(ctx, tx, token);
    if (!row.openedAt) {
      row = await repo.updateReference(tx, row.id, { openedAt: ctx.now() });
      await referenceEvent(ctx, tx, { ...caller.actor, userId: null, email: row.email }, row, {
        action: 'reference.opened',
        details: named(row),
      });
    }
    const language = linkLanguage(row.language);
    const shown = formInLanguage(
      language,
      { documentName: row.templateName, fields: row.formFields },
      await repo.findTemplate(tx, row.templateId),
    );
    return {
      referenceName: row.referenceName,
      applicantName: await applicantNameOf(tx, row.familyId),
      language,
      questionnaire: shown.documentName,
      description: shown.description,
      fields: shown.fields,
      translated: shown.translated,
    };
  });
}

/**
 * The reference's answers and signature: checked, rendered with the certificate page (their evidence and the
 * reference's chain head), sealed with the agency's certificate and stored, in one transaction with the row; every
 * link of the request stops working.
 */
export async function submitReference(
  ctx: AppContext,
  caller: Caller,
  token: string,
  body: ReferenceSubmitBody,
) {
  await requireDrawnSignature(body.signatureData);
  let storageKey: string | undefined;
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await openLink(ctx, tx, token);
      const answers = formDataOf(row.formFields, body.formData);
      checkFormComplete({ submission: { formFields: row.formFields } }, answers);
      const at = ctx.now();
      const actor = { ...caller.actor, userId: null, email: row.email };
      const sealed = await sealReference(ctx, tx, row, {
        answers,
        signatureData: body.signatureData,
        at,
        caller,
      });
      storageKey = sealed.storageKey;
      await ctx.storage.put(sealed.storageKey, sealed.bytes, 'application/pdf');
      const completed = await repo.updateReference(tx, row.id, {
        completedAt: at,
        answers,
        signatureData: body.signatureData,
        ipAddress: caller.actor.ip,
        userAgent: caller.actor.userAgent,
        consent: body.consent,
        storageKey: sealed.storageKey,
        sizeBytes: sealed.bytes.length,
        sealedSha256: sealed.sha256,
        verificationCode: sealed.verificationCode,
      });
      await referenceEvent(ctx, tx, actor, completed, {
        action: 'reference.completed',
        details: {
          ...named(completed),
          verificationCode: sealed.verificationCode,
          sha256: sealed.sha256,
          consent: body.consent,
        },
      });
    });
  } catch (error) {
    if (storageKey) await Promise.allSettled([ctx.storage.delete(storageKey)]);
    throw error;
  }
  return { result: 'completed' as const };
}

interface SealInput {
  answers: Record<string, string | boolean>;
  signatureData: string;
  at: Date;
  caller: Caller;
}

/** The questionnaire as a sealed PDF in the family's language, with the reference's evidence on its last page. */
async function sealReference(ctx: AppContext, tx: Tx, row: repo.ReferenceRow, input: SealInput) {
  const language = linkLanguage(row.language);
  const { caseNumber } = await repo.familyOf(tx, row.familyId);
  const shown = formInLanguage(
    language,
    { documentName: row.templateName, fields: row.formFields },
    await repo.findTemplate(tx, row.templateId),
  );
  const printed = shownFields(shown.fields, input.answers);
  const roleLabel = translate(language, 'signedForm.roles.reference');
  const png = Buffer.from(input.signatureData.slice(input.signatureData.indexOf(',') + 1), 'base64');
  const unsealed = await renderFormPdf({
    documentName: shown.documentName,
    caseLine: translate(language, 'signedForm.case', { caseNumber }),
    fields: printed,
    formData: Object.fromEntries(printed.map((f) => [f.name, shownAnswer(f, input.answers[f.name])])),
    signers: [
      {
        name: row.referenceName,
        roleLabel,
        signedLine: translate(language, 'signedForm.signed', { when: input.at.toISOString() }),
        png,
      },
    ],
    words: {
      signatures: translate(language, 'signedForm.signatures'),
      checked: translate(language, 'signedForm.yes'),
      unchecked: translate(language, 'signedForm.no'),
    },
  });
  const verificationCode = newVerificationCode();
  const chainHash = await referenceEvent(
    ctx,
    tx,
    { ...input.caller.actor, userId: null, email: row.email },
    row,
    {
      action: 'reference.signed',
      details: { ...named(row), formDataSha256: formDataSha256Of(input.answers) },
    },
  );
  const pdf = await withCertificatePage(
    unsealed,
    {
      documentId: row.id,
      templateName: shown.documentName,
      templateVersion: row.templateVersion,
      caseNumber,
      signers: [
        {
          name: row.referenceName,
          roleLabel,
          signedAt: input.at,
          ipAddress: input.caller.actor.ip,
          userAgent: input.caller.actor.userAgent,
          consent: true,
          via: translate(language, 'signedForm.certificate.via.reference_link', { email: row.email }),
        },
      ],
      formDataSha256: formDataSha256Of(input.answers),
      unsealedSha256: sha256(unsealed),
      chainHash,
      verificationCode,
      verifyUrl: `${ctx.config.appOrigin}/verify?code=${verificationCode}`,
      sealedAt: input.at,
    },
    language,
  );
  const bytes = await sealPdf(pdf, await loadSealIdentity(ctx), input.at);
  return {
    bytes,
    sha256: sha256(bytes),
    verificationCode,
    storageKey: `${row.familyId}/references/${row.id}_${input.at.getTime()}.pdf`,
  };
}
