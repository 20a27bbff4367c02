import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { contentLanguageHeaders, translate } from '../../lib/i18n/server-i18n';
import type { JobDefinition } from '../../lib/jobs/job-worker';
import { readAll } from '../../lib/storage/storage';
import * as systemConfig from '../system-config/system-config.service';
import * as repo from './decisions.repository';
import { longDate } from './issued-pdf';

/** The job that e-mails a decision's sealed document to the family (decision 045). */
export const DECISION_EMAIL_JOB = 'decision-email';

const PayloadSchema = z.object({ decisionId: z.uuid() });
type Payload = z.infer<typeof PayloadSchema>;

/**
 * E-mails the certificate or the notice, attached, to the applicants' accounts and the primary contact, in the
 * family's language. A decision or family gone meanwhile sends nothing. A retry after a partial send may repeat
 * an e-mail, never lose one.
 */
async function sendDecisionEmail(ctx: AppContext, { decisionId }: Payload) {
  const decision = await repo.findDecision(ctx.db, decisionId);
  const kind = decision?.kind;
  if (!decision?.documentId || (kind !== 'approve' && kind !== 'deny' && kind !== 'rescind'))
    return { sent: 0 };
  const [family, document, agency] = await Promise.all([
    repo.familyRecipients(ctx.db, decision.familyId),
    repo.findIssued(ctx.db, decision.familyId, decision.documentId),
    systemConfig.readAgencyContact(ctx.db),
  ]);
  if (!family || !document) return { sent: 0 };
  const { language } = family;
  const content = await readAll((await ctx.storage.get(document.storageKey)).body);
  const byEmail = new Map<string, string | null>();
  for (const account of family.accounts) byEmail.set(account.email.toLowerCase(), account.name);
  const contact = family.contactEmail?.trim().toLowerCase();
  if (contact && !byEmail.has(contact)) byEmail.set(contact, family.contactName);
  const values = {
    agency: agency.name,
    date: longDate(language, decision.effectiveDate),
    deadline: decision.appealDeadline ? longDate(language, decision.appealDeadline) : '',
    link: `${ctx.config.appOrigin}/family`,
  };
  for (const [email, name] of byEmail) {
    const greeting = name
      ? translate(language, 'decisionEmail.greeting', { name })
      : translate(language, 'decisionEmail.greetingWithoutName');
    await ctx.mailer.send({
      to: email,
      subject: translate(language, `decisionEmail.${kind}.subject`),
      text: `${greeting}\n\n${translate(language, `decisionEmail.${kind}.text`, values)}`,
      headers: contentLanguageHeaders(language),
      attachments: [
        {
          filename: `${document.name} ${document.verificationCode}.pdf`,
          content,
          contentType: 'application/pdf',
        },
      ],
    });
  }
  return { sent: byEmail.size };
}

/** The job definition (job-definitions.ts). */
export function createDecisionEmailJob(): JobDefinition<Payload> {
  return { kind: DECISION_EMAIL_JOB, payload: PayloadSchema, run: sendDecisionEmail };
}
