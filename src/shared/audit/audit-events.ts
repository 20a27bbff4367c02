import { z } from 'zod';
import { LANGUAGE_CODES, LANGUAGE_NATIVE_NAMES } from '../i18n/languages';
import { DECISION_KINDS, type DecisionKind, RECOMMENDATIONS } from '../decisions/decision-rules';
import { GENERATION_SOURCES } from '../learning/learning-vocabulary';

/**
 * The audit vocabulary: every action Haven records, the shape of its details, the sentence activity feeds
 * show for it, and the feeds it stays out of. `writeAudit` accepts only these actions with their details,
 * and a new action does not compile until it has a sentence.
 */

/** Who acted, as feeds name them; work nobody did by hand (jobs, start-up) is Haven's. */
export const SYSTEM_ACTOR_NAME = 'Haven';

type Feed = 'staff' | 'family';

interface AuditEventDefinition<Details extends z.ZodObject> {
  details: Details;
  /** The feed sentence. Details are partial: rows written before a field existed must still read. */
  sentence: (who: string, details: Partial<z.output<Details>>) => string;
  /** Feeds that leave this action out (it stays in the audit log). */
  hiddenFrom?: readonly Feed[];
}

const event = <Details extends z.ZodObject>(definition: AuditEventDefinition<Details>) => definition;

const none = z.object({});
const portal = z.enum(['staff', 'family']);
/**
 * A document event names the item and, for a household member's own item, the member (writeAudit records
 * `memberName` itself from the document row, so writers pass the name only).
 */
const document = z.object({ documentName: z.string(), memberName: z.string().optional() });
const userChange = z.object({ userName: z.string() });
const member = z.object({ name: z.string(), role: z.string() });
const announcement = z.object({ title: z.string() });
const course = z.object({ courseTitle: z.string() });
const lesson = course.extend({ lessonTitle: z.string() });
const check = z.object({ memberName: z.string(), checkName: z.string() });
const interview = z.object({ memberName: z.string() });
const assessmentItem = z.object({ itemName: z.string() });
/** A reference (issue 44) is named by the person asked; their answers never go into the audit details. */
const reference = z.object({ referenceName: z.string() });
/** A household change names its kind and, for a member moving in or out, the member. */
const householdChange = z.object({ kind: z.string(), name: z.string().optional() });

/** 'approved the application', … as the staff feed words a decision. */
const DECISION_SENTENCES: Record<DecisionKind, string> = {
  approve: 'approved the application',
  deny: 'denied the application',
  withdraw: 'closed the application as withdrawn',
  hold: 'put the application on hold',
  hold_lifted: 'lifted the hold on the application',
  rescind: 'rescinded the approval',
};

const SECURITY_NOISE: readonly Feed[] = ['staff', 'family'];
const STAFF_ONLY: readonly Feed[] = ['family'];
/** Course events about a family: the family hears of them through its bell, not its feed. */
const BELL_ONLY: readonly Feed[] = STAFF_ONLY;

/**
 * 'TB Test Results for Carlos Martinez' for a member's own item (parentheses are the family's name in feeds that
 * span families); rows written before members were named read as the item alone.
 */
const doc = (d: { documentName?: string; memberName?: string }) => {
  const name = d.documentName ?? 'a document';
  return d.memberName ? `${name} for ${d.memberName}` : name;
};
const checkOf = (d: { memberName?: string; checkName?: string }) =>
  `${d.memberName ?? 'an adult'}'s ${d.checkName ?? 'background check'}`;
const interviewOf = (d: { memberName?: string }) =>
  `the family evaluation interview with ${d.memberName ?? 'a household member'}`;
const itemOf = (d: { itemName?: string }) =>
  d.itemName ? `"${d.itemName}" of the home assessment` : 'a home assessment item';
const whom = (d: { userName?: string }) => d.userName ?? 'a staff member';
/** 'adding Tunde Adeyemi to the household', 'Tunde Adeyemi moving out', 'a new home address'. */
const changeOf = (d: { kind?: string; name?: string }) => {
  if (d.kind === 'add_member') return `adding ${d.name ?? 'someone'} to the household`;
  if (d.kind === 'remove_member') return `${d.name ?? 'someone'} moving out`;
  if (d.kind === 'new_address') return 'a new home address';
  return 'a household change';
};
/**
 * A household change's event: '<who> <verb> <the change>'. The family reads its changes on My Family and hears
 * the decision in its bell, not in its feed.
 */
const householdChangeEvent = (verb: string) =>
  event({
    details: householdChange,
    sentence: (who, d) => `${who} ${verb} ${changeOf(d)}`,
    hiddenFrom: STAFF_ONLY,
  });
const referenceOf = (d: { referenceName?: string }) => d.referenceName ?? 'someone';
const courseName = (d: { courseTitle?: string }) =>
  d.courseTitle ? `the course "${d.courseTitle}"` : 'a course';
const lessonName = (d: { lessonTitle?: string; courseTitle?: string }) =>
  `${d.lessonTitle ? `the lesson "${d.lessonTitle}"` : 'a lesson'} of ${courseName(d)}`;

function stepMove(
  who: string,
  d: { direction?: string; reason?: string; to?: number; stepName?: string; status?: string },
) {
  const reason = d.reason ? `: ${d.reason}` : '';
  if (d.status === 'approved' && d.direction === 'advance') return `${who} approved the family${reason}`;
  const verb = d.direction === 'return' ? 'returned' : 'moved';
  return `${who} ${verb} the family to step ${d.to ?? '?'} (${d.stepName ?? 'unknown'})${reason}`;
}

export const AUDIT_EVENTS = {
  'auth.sign_up': event({ details: none, sentence: (who) => `${who} created a staff account` }),
  'auth.email_confirmed': event({
    details: none,
    sentence: (who) => `${who} confirmed their e-mail address`,
  }),
  'auth.sign_in': event({
    details: z.object({ portal, demo: z.boolean().optional() }),
    sentence: (who) => `${who} signed in`,
  }),
  'auth.sign_in_failed': event({
    details: z.object({ portal, reason: z.string() }),
    sentence: (who, d) => `A sign-in as ${who} failed (${d.reason ?? 'unknown reason'})`,
    hiddenFrom: SECURITY_NOISE,
  }),
  'auth.sign_out': event({
    details: none,
    sentence: (who) => `${who} signed out`,
    hiddenFrom: STAFF_ONLY,
  }),
  'auth.refresh_token_reused': event({
    details: none,
    sentence: (who) => `${SYSTEM_ACTOR_NAME} ended a session of ${who} because its sign-in token was reused`,
    hiddenFrom: SECURITY_NOISE,
  }),
  'auth.password_reset_requested': event({
    details: none,
    sentence: (who) => `${who} asked for a password reset link`,
    // Anyone who knows the address can ask; the family is not told about it in its feed.
    hiddenFrom: STAFF_ONLY,
  }),
  'auth.password_reset': event({ details: none, sentence: (who) => `${who} set a new password` }),
  'auth.invitation_accepted': event({
    details: none,
    sentence: (who) => `${who} accepted the invitation to the family portal`,
  }),

  'user.created_from_cli': event({
    details: z.object({ email: z.string(), roles: z.array(z.string()) }),
    sentence: (who, d) =>
      `${who} created the staff account ${d.email ?? 'of a new user'} (${d.roles?.join(', ') || 'no role'})`,
  }),
  'user.access_approved': event({
    details: userChange.extend({ role: z.string() }),
    sentence: (who, d) =>
      `${who} approved the staff account of ${whom(d)} with the ${d.role ?? 'unknown'} role`,
  }),
  'user.access_declined': event({
    details: userChange,
    sentence: (who, d) => `${who} declined the staff account request of ${whom(d)}`,
  }),
  'user.role_assigned': event({
    details: userChange.extend({ role: z.string() }),
    sentence: (who, d) => `${who} gave ${whom(d)} the ${d.role ?? 'unknown'} role`,
  }),
  'user.role_removed': event({
    details: userChange.extend({ role: z.string() }),
    sentence: (who, d) => `${who} removed the ${d.role ?? 'unknown'} role from ${whom(d)}`,
  }),
  'user.permission_granted': event({
    details: userChange.extend({ permission: z.string() }),
    sentence: (who, d) => `${who} granted ${d.permission ?? 'a permission'} to ${whom(d)}`,
  }),
  'user.permission_revoked': event({
    details: userChange.extend({ permission: z.string() }),
    sentence: (who, d) => `${who} revoked ${d.permission ?? 'a permission'} from ${whom(d)}`,
  }),
  'user.invited': event({
    details: z.object({ email: z.string(), role: z.string() }),
    sentence: (who, d) =>
      `${who} invited ${d.email ?? 'a new staff member'} to join the staff with the ${d.role ?? 'unknown'} role`,
  }),
  'user.invitation_resent': event({
    details: z.object({ email: z.string() }),
    sentence: (who, d) => `${who} sent the staff invitation to ${d.email ?? 'a new staff member'} again`,
  }),
  'user.invitation_revoked': event({
    details: z.object({ email: z.string() }),
    sentence: (who, d) => `${who} revoked the staff invitation to ${d.email ?? 'a new staff member'}`,
  }),
  'user.invitation_accepted': event({
    details: userChange,
    sentence: (who) => `${who} accepted the invitation to join the staff`,
  }),
  'user.permission_reset': event({
    details: userChange.extend({ permission: z.string() }),
    sentence: (who, d) => `${who} reset ${d.permission ?? 'a permission'} of ${whom(d)} to the role default`,
  }),

  'document.uploaded': event({
    details: document.extend({
      stepId: z.number().int(),
      mimeType: z.string(),
      sizeBytes: z.number().int(),
      replacement: z.boolean(),
      /** Staff handed it in for the family: their own upload ('staff') or an e-mailed attachment they filed. */
      addedBy: z.enum(['staff', 'email']).optional(),
    }),
    sentence: (who, d) =>
      d.addedBy === 'email'
        ? `${who} filed an e-mailed attachment to ${doc(d)}`
        : `${who} uploaded ${d.replacement ? 'a new file for ' : ''}${doc(d)}${d.addedBy ? " on the family's behalf" : ''}`,
  }),
  'document_intake.received': event({
    details: z.object({
      from: z.string(),
      subject: z.string(),
      attachments: z.number().int(),
      refused: z.number().int(),
      caseNumber: z.string().nullable(),
    }),
    sentence: (who, d) =>
      `${who} received an e-mail from ${d.from ?? 'an unknown sender'} with ${d.attachments ?? 0} attachment(s) for the intake queue${d.caseNumber ? ` (case ${d.caseNumber})` : ' (no case number matched)'}`,
    hiddenFrom: STAFF_ONLY,
  }),
  'document_intake.discarded': event({
    details: z.object({ filename: z.string(), from: z.string() }),
    sentence: (who, d) =>
      `${who} discarded the e-mailed attachment ${d.filename ?? 'a file'}${d.from ? ` from ${d.from}` : ''}`,
    hiddenFrom: STAFF_ONLY,
  }),
  'document.processed': event({
    details: document.extend({
      classification: z.string().nullable(),
      confidence: z.number().nullable(),
      mismatch: z.boolean(),
    }),
    sentence: (who, d) => `${who} processed ${doc(d)}`,
  }),
  'document.processing_failed': event({
    details: document.extend({ error: z.string() }),
    sentence: (who, d) => `${who} could not process ${doc(d)}`,
    // Spec 01 §7: the family is not told about processing failures.
    hiddenFrom: STAFF_ONLY,
  }),
  'document.reprocess_requested': event({
    details: document,
    sentence: (who, d) => `${who} asked ${SYSTEM_ACTOR_NAME} to process ${doc(d)} again`,
    hiddenFrom: STAFF_ONLY,
  }),
  'document.approved': event({ details: document, sentence: (who, d) => `${who} approved ${doc(d)}` }),
  'document.rejected': event({
    details: document.extend({ reason: z.string() }),
    sentence: (who, d) => `${who} rejected ${doc(d)}`,
  }),
  'document.waived': event({
    details: document.extend({ reason: z.string() }),
    sentence: (who, d) => `${who} waived ${doc(d)}${d.reason ? `: ${d.reason}` : ''}`,
  }),
  'document.reinstated': event({
    details: document,
    sentence: (who, d) => `${who} asked the family for ${doc(d)} again`,
  }),
  'document.requirement_added': event({
    details: document.extend({ stepId: z.number().int() }),
    sentence: (who, d) => `${who} asked the family for ${doc(d)}`,
  }),
  'document.expiry_set': event({
    details: document.extend({ expiresOn: z.string() }),
    sentence: (who, d) => `${who} set ${doc(d)} to expire on ${d.expiresOn ?? 'a new date'}`,
  }),
  'document.expiry_reminder_sent': event({
    details: document.extend({ expiresOn: z.string(), daysAhead: z.number().int() }),
    sentence: (who, d) =>
      `${who} reminded the family that ${doc(d)} expires on ${d.expiresOn ?? 'a coming date'}`,
    hiddenFrom: STAFF_ONLY,
  }),
  'document.expired': event({
    details: document.extend({ expiredOn: z.string() }),
    sentence: (who, d) => `${who} marked ${doc(d)} expired and asked the family for a new copy`,
  }),

  'signing.document_created': event({
    details: document.extend({ templateVersion: z.number().int() }),
    sentence: (who, d) => `${who} started ${doc(d)}`,
  }),
  'signing.document_viewed': event({
    details: document,
    sentence: (who, d) => `${who} opened ${doc(d)} for signing`,
    hiddenFrom: SECURITY_NOISE,
  }),
  'signing.form_saved': event({
    details: document.extend({ fields: z.array(z.string()) }),
    sentence: (who, d) => `${who} saved the form ${doc(d)}`,
    hiddenFrom: SECURITY_NOISE,
  }),
  'signing.signed': event({
    details: document.extend({
      role: z.string(),
      signerName: z.string(),
      consent: z.boolean(),
      /** How the signer proved who they were (issue 44); absent before it: the family's session. */
      via: z.enum(['family_session', 'link_code', 'staff_session']).optional(),
    }),
    sentence: (who, d) => `${who} signed ${doc(d)} as ${d.signerName ?? 'an applicant'}`,
  }),
  'signing.declined': event({
    details: document.extend({ role: z.string(), signerName: z.string(), reason: z.string() }),
    sentence: (who, d) =>
      `${who} declined to sign ${doc(d)} as ${d.signerName ?? 'a signer'}${d.reason ? `: ${d.reason}` : ''}`,
  }),
  'signing.link_sent': event({
    details: document.extend({ role: z.string(), signerName: z.string(), email: z.string() }),
    sentence: (who, d) => `${who} sent ${d.signerName ?? 'a signer'} a signing link for ${doc(d)}`,
  }),
  'signing.link_code_sent': event({
    details: document.extend({ signerName: z.string() }),
    sentence: (who, d) => `${who} was sent a code to sign ${doc(d)}`,
    hiddenFrom: SECURITY_NOISE,
  }),
  'signing.link_locked': event({
    details: document.extend({ signerName: z.string() }),
    sentence: (who, d) => `${who} entered five wrong codes: the signing link for ${doc(d)} is locked`,
  }),
  'signing.submitted': event({
    details: document.extend({ formDataSha256: z.string() }),
    sentence: (who, d) => `${who} submitted ${doc(d)}`,
  }),
  'signing.sealed': event({
    details: document.extend({ version: z.number().int(), verificationCode: z.string(), sha256: z.string() }),
    sentence: (who, d) => `${who} sealed ${doc(d)} (version ${d.version ?? 1})`,
    hiddenFrom: STAFF_ONLY,
  }),
  'signing.downloaded': event({
    details: document.extend({ version: z.number().int() }),
    sentence: (who, d) => `${who} downloaded the sealed ${doc(d)}`,
    hiddenFrom: SECURITY_NOISE,
  }),
  'signing.returned': event({
    details: document.extend({ reason: z.string() }),
    sentence: (who, d) => `${who} returned ${doc(d)} to the family${d.reason ? `: ${d.reason}` : ''}`,
  }),
  'signing.reminder_sent': event({
    details: document,
    sentence: (who, d) => `${who} reminded the family to finish signing ${doc(d)}`,
    hiddenFrom: STAFF_ONLY,
  }),
  'signing.template_created': event({
    details: z.object({ templateName: z.string() }),
    sentence: (who, d) => `${who} created the template ${d.templateName ?? 'of a form'}`,
  }),
  'signing.template_translated': event({
    details: z.object({ templateName: z.string(), languages: z.array(z.string()) }),
    sentence: (who, d) =>
      `${who} updated the translations of the template ${d.templateName ?? 'of a form'}${d.languages?.length ? ` (${d.languages.join(', ')})` : ''}`,
  }),
  'signing.template_updated': event({
    details: z.object({ templateName: z.string(), version: z.number().int() }),
    sentence: (who, d) =>
      `${who} updated the template ${d.templateName ?? 'of a form'}${d.version ? ` (version ${d.version})` : ''}`,
  }),

  'requirement.created': event({
    details: z.object({ name: z.string(), stepId: z.number().int() }),
    sentence: (who, d) => `${who} added "${d.name ?? 'an item'}" to the document checklist`,
  }),
  'requirement.updated': event({
    details: z.object({ name: z.string(), changes: z.array(z.string()) }),
    sentence: (who, d) =>
      `${who} changed ${d.changes?.length ? `${d.changes.join(', ')} of ` : ''}"${d.name ?? 'an item'}" on the document checklist`,
  }),
  'requirement.reordered': event({
    details: z.object({ stepId: z.number().int() }),
    sentence: (who, d) => `${who} reordered the document checklist of step ${d.stepId ?? '?'}`,
  }),

  'family.created': event({
    details: z.object({ caseNumber: z.string(), familyName: z.string() }),
    sentence: (who, d) =>
      `${who} opened ${d.caseNumber ? `case ${d.caseNumber}` : 'a case'} for the ${d.familyName ?? 'family'}`,
  }),
  'family.step_moved': event({
    details: z.object({
      direction: z.enum(['advance', 'return']),
      reason: z.string(),
      from: z.number().int(),
      to: z.number().int(),
      stepName: z.string(),
      status: z.string(),
    }),
    sentence: stepMove,
  }),
  'family.household_member_added': event({
    details: member,
    sentence: (who, d) => `${who} added ${d.name ?? 'someone'} to the household`,
  }),
  'family.household_member_updated': event({
    details: member,
    sentence: (who, d) => `${who} updated the details of ${d.name ?? 'a household member'}`,
  }),
  'family.household_member_removed': event({
    details: z.object({ name: z.string() }),
    sentence: (who, d) => `${who} removed ${d.name ?? 'someone'} from the household`,
  }),
  // The family follows its proposals on My Family ("Changes you proposed") and hears the decision in its bell.
  'household.change_proposed': householdChangeEvent('proposed'),
  'household.change_accepted': householdChangeEvent('accepted'),
  'household.change_declined': event({
    details: householdChange.extend({ note: z.string() }),
    sentence: (who, d) => `${who} declined ${changeOf(d)}${d.note ? `: ${d.note}` : ''}`,
    hiddenFrom: STAFF_ONLY,
  }),
  'household.change_withdrawn': householdChangeEvent('withdrew the proposal of'),
  'reference.requested': event({
    details: reference.extend({ requestedBy: z.enum(['family', 'staff']) }),
    sentence: (who, d) => `${who} asked ${referenceOf(d)} for a reference`,
  }),
  'reference.resent': event({
    details: reference,
    sentence: (who, d) => `${who} sent ${referenceOf(d)} a new reference link`,
    hiddenFrom: STAFF_ONLY,
  }),
  'reference.reminded': event({
    details: reference,
    sentence: (who, d) => `${who} reminded ${referenceOf(d)} to complete their reference`,
    hiddenFrom: STAFF_ONLY,
  }),
  'reference.opened': event({
    details: reference,
    sentence: (who, d) => `${who} opened the reference questionnaire as ${referenceOf(d)}`,
    hiddenFrom: SECURITY_NOISE,
  }),
  'reference.signed': event({
    details: reference.extend({ formDataSha256: z.string() }),
    sentence: (who, d) => `${who} signed the reference questionnaire as ${referenceOf(d)}`,
    hiddenFrom: SECURITY_NOISE,
  }),
  'reference.completed': event({
    details: reference.extend({ verificationCode: z.string(), sha256: z.string(), consent: z.boolean() }),
    sentence: (who, d) => `${who} completed the reference as ${referenceOf(d)}`,
  }),
  'reference.cancelled': event({
    details: reference,
    sentence: (who, d) => `${who} cancelled the reference request to ${referenceOf(d)}`,
  }),
  'reference.downloaded': event({
    details: reference,
    sentence: (who, d) => `${who} downloaded the sealed reference of ${referenceOf(d)}`,
    hiddenFrom: SECURITY_NOISE,
  }),
  'family.support_staff_updated': event({
    details: z.object({ members: z.array(z.object({ userId: z.string(), roleTitle: z.string() })) }),
    sentence: (who) => `${who} updated the family's support team`,
  }),
  'family.program_type_changed': event({
    details: z.object({ from: z.string(), to: z.string() }),
    sentence: (who, d) =>
      `${who} changed the family's program type${d.from ? ` from ${d.from}` : ''} to ${d.to ?? 'another type'}`,
    // Staff's case record; the family sees its program type on its dashboard, in its language.
    hiddenFrom: STAFF_ONLY,
  }),
  'family.invitation_sent': event({
    details: z.object({ email: z.string() }),
    sentence: (who, d) => `${who} invited ${d.email ?? 'a family member'} to the family portal`,
  }),
  'family.member_account_invited': event({
    details: z.object({ memberName: z.string(), email: z.string() }),
    sentence: (who, d) =>
      `${who} invited ${d.memberName ?? 'a household member'} to their own family-portal account (${d.email ?? ''})`,
  }),
  'family.member_account_removed': event({
    details: z.object({ memberName: z.string(), email: z.string() }),
    sentence: (who, d) =>
      `${who} removed the own family-portal account of ${d.memberName ?? 'a household member'} (${d.email ?? ''})`,
  }),
  'family.task_completed': event({
    details: z.object({ title: z.string() }),
    sentence: (who, d) => (d.title ? `${who} completed the task "${d.title}"` : `${who} completed a task`),
  }),
  'family.task_reopened': event({
    details: z.object({ title: z.string() }),
    sentence: (who, d) => (d.title ? `${who} reopened the task "${d.title}"` : `${who} reopened a task`),
  }),
  'family.language_changed': event({
    details: z.object({ from: z.enum(LANGUAGE_CODES), to: z.enum(LANGUAGE_CODES) }),
    sentence: (who, d) =>
      `${who} changed the family's language${d.from ? ` from ${LANGUAGE_NATIVE_NAMES[d.from]}` : ''} to ${d.to ? LANGUAGE_NATIVE_NAMES[d.to] : 'another language'}`,
    // The family's own setting, not a step of its case: its feed stays about the case.
    hiddenFrom: STAFF_ONLY,
  }),

  // Background checks (issue 43): the audit keeps who changed what; a result note stays out of every row.
  'background_check.recorded': event({
    details: check.extend({ from: z.string(), to: z.string() }),
    sentence: (who, d) => `${who} recorded ${checkOf(d)} as ${d.to ? d.to.replaceAll('_', ' ') : 'changed'}`,
    hiddenFrom: STAFF_ONLY,
  }),
  'background_check.applies_changed': event({
    details: z.object({ memberName: z.string(), livedOutOfState: z.boolean(), drivesChildren: z.boolean() }),
    sentence: (who, d) => `${who} changed which background checks apply to ${d.memberName ?? 'an adult'}`,
    hiddenFrom: STAFF_ONLY,
  }),
  'background_check.exemption_requested': event({
    details: check,
    sentence: (who, d) => `${who} asked for an exemption for ${checkOf(d)}`,
    hiddenFrom: STAFF_ONLY,
  }),
  'background_check.exemption_decided': event({
    details: check.extend({ decision: z.enum(['granted', 'denied']) }),
    sentence: (who, d) => `${who} ${d.decision ?? 'decided'} the exemption for ${checkOf(d)}`,
    hiddenFrom: STAFF_ONLY,
  }),

  // The family evaluation (issue 43): who recorded, changed or finalised whose interview; never its content.
  'family.interview_created': event({
    details: interview.extend({ interviewDate: z.string() }),
    sentence: (who, d) =>
      `${who} recorded ${interviewOf(d)}${d.interviewDate ? ` held on ${d.interviewDate}` : ''}`,
    hiddenFrom: STAFF_ONLY,
  }),
  'family.interview_updated': event({
    details: interview.extend({ version: z.number().int() }),
    sentence: (who, d) =>
      `${who} saved ${d.version ? `version ${d.version}` : 'a new version'} of ${interviewOf(d)}`,
    hiddenFrom: STAFF_ONLY,
  }),
  'family.interview_finalised': event({
    details: interview.extend({ version: z.number().int() }),
    sentence: (who, d) => `${who} finalised ${interviewOf(d)}`,
    hiddenFrom: STAFF_ONLY,
  }),

  // The home environment assessment (issue 43): results, photos, corrections and the sign-off; never a note.
  'home_assessment.item_recorded': event({
    details: assessmentItem.extend({ result: z.string(), from: z.string().nullable() }),
    sentence: (who, d) =>
      `${who} recorded ${itemOf(d)} as ${d.result ? d.result.replaceAll('_', ' ') : 'changed'}`,
    hiddenFrom: STAFF_ONLY,
  }),
  'home_assessment.photo_added': event({
    details: assessmentItem.extend({ source: z.enum(['staff', 'family']) }),
    sentence: (who, d) => `${who} added a photo to ${itemOf(d)}`,
    hiddenFrom: STAFF_ONLY,
  }),
  'home_assessment.photo_removed': event({
    details: assessmentItem,
    sentence: (who, d) => `${who} removed a photo from ${itemOf(d)}`,
    hiddenFrom: STAFF_ONLY,
  }),
  'home_assessment.correction_answered': event({
    details: assessmentItem.extend({ photos: z.number().int() }),
    sentence: (who, d) => `${who} sent photos of the correction to ${itemOf(d)}`,
    hiddenFrom: STAFF_ONLY,
  }),
  'home_assessment.correction_decided': event({
    details: assessmentItem.extend({ decision: z.enum(['accept', 'ask_again']) }),
    sentence: (who, d) =>
      d.decision === 'ask_again'
        ? `${who} asked the family again about the correction to ${itemOf(d)}`
        : `${who} accepted the correction to ${itemOf(d)}`,
    hiddenFrom: STAFF_ONLY,
  }),
  'home_assessment.completed': event({
    details: z.object({ items: z.number().int() }),
    sentence: (who) => `${who} completed the home assessment`,
    hiddenFrom: STAFF_ONLY,
  }),

  // The written report and the decision (issue 45). The report is staff-only; the decision is the family's too.
  'decision.report_started': event({
    details: none,
    sentence: (who) => `${who} started the written report`,
    hiddenFrom: STAFF_ONLY,
  }),
  'decision.report_saved': event({
    details: z.object({ version: z.number().int() }),
    sentence: (who, d) => `${who} saved ${d.version ? `version ${d.version} of ` : ''}the written report`,
    hiddenFrom: STAFF_ONLY,
  }),
  'decision.report_submitted': event({
    details: z.object({ recommendation: z.enum(RECOMMENDATIONS) }),
    sentence: (who, d) =>
      `${who} signed the written report and submitted it for review${d.recommendation ? `, recommending to ${d.recommendation}` : ''}`,
    hiddenFrom: STAFF_ONLY,
  }),
  'decision.report_returned': event({
    details: none,
    sentence: (who) => `${who} returned the written report with comments`,
    hiddenFrom: STAFF_ONLY,
  }),
  'decision.report_approved': event({
    details: z.object({ verificationCode: z.string() }),
    sentence: (who) => `${who} approved and signed the written report`,
    hiddenFrom: STAFF_ONLY,
  }),
  'decision.made': event({
    details: z.object({
      kind: z.enum(DECISION_KINDS),
      fromStatus: z.string(),
      toStatus: z.string(),
      /** The family's journey step when decided (the step stays of Analytics read it). */
      step: z.number().int(),
      reasons: z.array(z.string()),
      verificationCode: z.string().nullable(),
    }),
    sentence: (who, d) =>
      `${who} ${d.kind ? DECISION_SENTENCES[d.kind] : 'recorded a decision on the application'}`,
  }),
  'decision.packet_issued': event({
    details: z.object({ verificationCode: z.string(), items: z.number().int() }),
    sentence: (who) => `${who} issued the approval packet`,
    hiddenFrom: STAFF_ONLY,
  }),
  'decision.document_downloaded': event({
    details: z.object({ name: z.string(), verificationCode: z.string() }),
    sentence: (who, d) => `${who} downloaded ${d.name ?? 'an issued document'}`,
    hiddenFrom: STAFF_ONLY,
  }),

  'conversation.escalated': event({
    details: z.object({ reason: z.string() }),
    sentence: (who, d) =>
      `${who} asked the assistant for a person${d.reason ? ` (${d.reason.replaceAll('_', ' ')})` : ''}`,
    hiddenFrom: STAFF_ONLY,
  }),
  'conversation.staff_replied': event({
    details: none,
    sentence: (who) => `${who} answered the family's conversation`,
    hiddenFrom: STAFF_ONLY,
  }),
  'conversation.reassigned': event({
    details: userChange,
    sentence: (who, d) => `${who} assigned the family's conversation to ${whom(d)}`,
    hiddenFrom: STAFF_ONLY,
  }),
  'conversation.resolved': event({
    details: none,
    sentence: (who) => `${who} resolved the family's conversation`,
    hiddenFrom: STAFF_ONLY,
  }),
  'conversation.thread_started': event({
    details: z.object({ subject: z.string() }),
    sentence: (who, d) => `${who} wrote to the family${d.subject ? `: "${d.subject}"` : ''}`,
    hiddenFrom: STAFF_ONLY,
  }),
  'conversation.family_started': event({
    /** `recipient`: the support team member's name, or null for the agency's team. */
    details: z.object({ recipient: z.string().nullable(), subject: z.string().nullable() }),
    sentence: (who, d) =>
      `${who} wrote to ${d.recipient ?? "the agency's team"}${d.subject ? `: "${d.subject}"` : ''}`,
    hiddenFrom: STAFF_ONLY,
  }),

  'system.dashboard_tiles_updated': event({
    details: z.object({ tiles: z.array(z.unknown()) }),
    sentence: (who) => `${who} updated the family dashboard tiles`,
  }),
  'support.request_sent': event({
    details: z.object({ subject: z.string(), topic: z.string() }),
    sentence: (who, d) => `${who} wrote to support${d.subject ? `: "${d.subject}"` : ''}`,
    // A staff member's own question: the audit log keeps it; no family's or team's feed is about it.
    hiddenFrom: ['staff', 'family'],
  }),
  'system.settings_updated': event({
    details: z.object({
      agencyName: z.string().optional(),
      intakeEmail: z.string(),
      supportEmail: z.string().optional(),
    }),
    sentence: (who, d) =>
      `${who} set the agency's name and addresses: the intake e-mail address to ${d.intakeEmail ?? 'a new address'}${d.supportEmail ? ` and the support address to ${d.supportEmail}` : ''}`,
  }),
  'system.chat_settings_updated': event({
    details: z.object({ timeZone: z.string(), retentionDays: z.number() }),
    sentence: (who) => `${who} updated the chat's business hours and settings`,
  }),
  'system.program_types_updated': event({
    details: z.object({ programTypes: z.array(z.string()) }),
    sentence: (who, d) =>
      `${who} set the agency's program types${d.programTypes ? ` to ${d.programTypes.join(', ')}` : ''}`,
  }),
  'system.decision_rules_saved': event({
    details: z.object({
      denyAppealDays: z.number().int(),
      rescindAppealDays: z.number().int(),
      reasons: z.number().int(),
    }),
    sentence: (who) => `${who} changed the decision reasons and appeal deadlines`,
  }),
  'system.home_assessment_item_saved': event({
    details: z.object({ name: z.string(), active: z.boolean(), created: z.boolean() }),
    sentence: (who, d) =>
      `${who} ${d.created ? 'added' : 'changed'} ${d.name ? `the home assessment item "${d.name}"` : 'a home assessment item'}`,
  }),
  'system.background_check_type_saved': event({
    details: z.object({ name: z.string(), appliesTo: z.string(), active: z.boolean(), created: z.boolean() }),
    sentence: (who, d) =>
      `${who} ${d.created ? 'added' : 'changed'} ${d.name ? `the background check type "${d.name}"` : 'a background check type'}`,
  }),
  'system.family_access_updated': event({
    details: z.object({ caseworkersReadAllFamilies: z.boolean() }),
    sentence: (who, d) =>
      d.caseworkersReadAllFamilies
        ? `${who} let caseworkers read every family`
        : `${who} limited caseworkers to the families assigned to them`,
  }),
  'system.demo_data_seeded': event({
    details: z.object({ source: z.string() }),
    sentence: (who) => `${who} loaded the demo data`,
  }),
  'announcement.created': event({
    details: announcement,
    sentence: (who, d) => `${who} created ${d.title ? `the announcement "${d.title}"` : 'an announcement'}`,
  }),
  'announcement.updated': event({
    details: announcement,
    sentence: (who, d) => `${who} updated ${d.title ? `the announcement "${d.title}"` : 'an announcement'}`,
  }),
  'announcement.deleted': event({
    details: announcement,
    sentence: (who, d) => `${who} deleted ${d.title ? `the announcement "${d.title}"` : 'an announcement'}`,
  }),
  'course.created': event({ details: course, sentence: (who, d) => `${who} created ${courseName(d)}` }),
  'course.updated': event({
    details: course.extend({ fields: z.array(z.string()) }),
    sentence: (who, d) => `${who} updated ${courseName(d)}`,
  }),
  'course.published': event({ details: course, sentence: (who, d) => `${who} published ${courseName(d)}` }),
  'course.unpublished': event({
    details: course,
    sentence: (who, d) => `${who} unpublished ${courseName(d)}`,
  }),
  'course.deleted': event({ details: course, sentence: (who, d) => `${who} deleted ${courseName(d)}` }),
  'course.archived': event({
    details: course.extend({ enrollments: z.number().int() }),
    sentence: (who, d) => `${who} archived ${courseName(d)}, which families had taken`,
  }),
  'course.lesson_created': event({ details: lesson, sentence: (who, d) => `${who} added ${lessonName(d)}` }),
  'course.lesson_updated': event({
    details: lesson,
    sentence: (who, d) => `${who} updated ${lessonName(d)}`,
  }),
  'course.lesson_reviewed': event({
    details: lesson,
    sentence: (who, d) => `${who} reviewed ${lessonName(d)}, a generated draft`,
  }),
  'course.lesson_deleted': event({
    details: lesson,
    sentence: (who, d) => `${who} deleted ${lessonName(d)}`,
  }),
  'course.lesson_video_uploaded': event({
    details: lesson.extend({ sizeBytes: z.number().int() }),
    sentence: (who, d) => `${who} uploaded the video of ${lessonName(d)}`,
  }),
  'course.lessons_reordered': event({
    details: course,
    sentence: (who, d) => `${who} reordered the lessons of ${courseName(d)}`,
  }),
  'course.translated': event({
    details: course.extend({ languages: z.array(z.string()) }),
    sentence: (who, d) =>
      `${who} updated the translations of ${courseName(d)}${d.languages?.length ? ` (${d.languages.join(', ')})` : ''}`,
  }),
  'course.content_generated': event({
    details: course.extend({ source: z.enum(GENERATION_SOURCES), lessonsCreated: z.number().int() }),
    sentence: (who, d) => `${who} generated ${d.lessonsCreated ?? 'some'} draft lessons for ${courseName(d)}`,
  }),
  'course.imported': event({
    details: course.extend({ lessonCount: z.number().int() }),
    sentence: (who, d) => `${who} imported ${courseName(d)} as a draft`,
  }),
  'course.import_failed': event({
    details: z.object({ error: z.string() }),
    sentence: (who) => `${who} tried to import a course package that could not be read`,
  }),
  'course.exported': event({ details: course, sentence: (who, d) => `${who} exported ${courseName(d)}` }),
  'course.assigned': event({
    details: course.extend({ isRequired: z.boolean(), dueDate: z.string().nullable() }),
    sentence: (who, d) =>
      `${who} assigned ${courseName(d)}${d.isRequired === false ? ' (optional)' : ''}${d.dueDate ? `, due ${d.dueDate}` : ''}`,
    hiddenFrom: BELL_ONLY,
  }),
  'course.assignment_removed': event({
    details: course,
    sentence: (who, d) => `${who} removed the assignment of ${courseName(d)}`,
    hiddenFrom: BELL_ONLY,
  }),
  'course.enrollment_requested': event({
    details: course,
    sentence: (who, d) => `${who} asked to enroll in ${courseName(d)}`,
    hiddenFrom: BELL_ONLY,
  }),
  'course.started': event({ details: course, sentence: (who, d) => `${who} started ${courseName(d)}` }),
  'course.lesson_completed': event({
    details: lesson.extend({ minutesSpent: z.number().int(), progressPercentage: z.number().int() }),
    sentence: (who, d) => `${who} completed ${lessonName(d)}`,
  }),
  'course.quiz_submitted': event({
    details: lesson.extend({ attemptNumber: z.number().int(), score: z.number().int(), passed: z.boolean() }),
    sentence: (who, d) =>
      `${who} scored ${d.score ?? '?'}% on ${lessonName(d)} (attempt ${d.attemptNumber ?? '?'})`,
  }),
  'course.completed': event({
    details: course.extend({ hours: z.number() }),
    sentence: (who, d) => `${who} completed ${courseName(d)}${d.hours ? ` (${d.hours} training hours)` : ''}`,
  }),
  'course.certificate_issued': event({
    details: course.extend({ certificateId: z.string(), recipientName: z.string() }),
    sentence: (who, d) =>
      `${who} generated the certificate${d.certificateId ? ` ${d.certificateId}` : ''} for ${courseName(d)}`,
  }),
  'training.outside_recorded': event({
    details: z.object({ title: z.string(), hours: z.number() }),
    sentence: (who, d) =>
      `${who} recorded ${d.hours ?? 'some'} hours of outside training${d.title ? ` ("${d.title}")` : ''}`,
  }),
  'course.enrollment_request_approved': event({
    details: course,
    sentence: (who, d) => `${who} approved the request to enroll in ${courseName(d)}`,
    hiddenFrom: BELL_ONLY,
  }),
  'course.enrollment_request_declined': event({
    details: course.extend({ reason: z.string().nullable() }),
    sentence: (who, d) =>
      `${who} declined the request to enroll in ${courseName(d)}${d.reason ? `: ${d.reason}` : ''}`,
    hiddenFrom: BELL_ONLY,
  }),
};

export type AuditAction = keyof typeof AUDIT_EVENTS;
export type AuditDetails<A extends AuditAction> = z.input<(typeof AUDIT_EVENTS)[A]['details']>;

/** One audit row: an action of the vocabulary (src/shared/audit) with the details it declares. */
export type AuditEntry<A extends AuditAction> = {
  action: A;
  objectType?: string;
  objectId?: string;
  familyId?: string | null;
  /** When it happened, if not now: only the demo's own past (seeded history, its files processed as handed in). */
  at?: Date;
} & (Record<string, never> extends AuditDetails<A>
  ? { details?: AuditDetails<A> }
  : { details: AuditDetails<A> });

export function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(AUDIT_EVENTS, action);
}

/** Actions a feed leaves out (the query filters them, so a feed's page is full). */
export function actionsHiddenFrom(feed: Feed): AuditAction[] {
  return (Object.keys(AUDIT_EVENTS) as AuditAction[]).filter((action) =>
    (AUDIT_EVENTS[action] as { hiddenFrom?: readonly Feed[] }).hiddenFrom?.includes(feed),
  );
}

export interface AuditRowForFeed {
  action: string;
  /** The actor's display name (else e-mail); null when nobody acted by hand. */
  actorName: string | null;
  details: unknown;
  /** The family the row concerns, named in parentheses where the feed spans families. */
  familyName?: string | null;
}

/** The one sentence of an audit row: "Jordan Lee rejected TB Test Results (Maria Martinez)". */
/** Each action's lenient details schema, made once: a schema is compiled on its first parse. */
const lenientDetails = new Map<AuditAction, z.ZodType<Record<string, unknown>>>();

export function describeAuditEvent({ action, actorName, details, familyName }: AuditRowForFeed): string {
  const who = actorName ?? SYSTEM_ACTOR_NAME;
  const suffix = familyName ? ` (${familyName})` : '';
  if (!isAuditAction(action)) return `${who}: ${action}${suffix}`;
  const definition = AUDIT_EVENTS[action] as AuditEventDefinition<z.ZodObject>;
  let lenient = lenientDetails.get(action);
  if (!lenient) {
    lenient = definition.details.partial();
    lenientDetails.set(action, lenient);
  }
  const parsed = lenient.safeParse(details ?? {});
  return `${definition.sentence(who, parsed.success ? parsed.data : {})}${suffix}`;
}
