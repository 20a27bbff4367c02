import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type CheckStatus, overallCheckStatus } from '@shared/background-checks/background-check-rules';
import type { ChatSettings } from '@shared/conversations/conversations.schema';
import { preferredFirstName } from '@shared/family-context/family-rules';
import { isLanguageCode, type LanguageCode } from '@shared/i18n/languages';
import { checklistTextIn } from '@shared/requirements/checklist-locales';
import { type Conn, queryRows } from '../../db/client';
import { auditLog, conversationSessions } from '../../db/schema';
import { familyAssistant } from '../assistant/family-assistant';
import type { AssistantFacts } from '../assistant/replies/assistant-facts';
import * as familyContext from '../family-context/family-context.service';
import * as familyLearning from '../family-learning/family-learning.service';
import * as systemConfig from '../system-config/system-config.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const parts = familyContext.familyJsonParts;

interface FactsJson {
  family: familyContext.FamilyJson | null;
  documents: familyContext.DocumentJson[];
  members: familyContext.MemberJson[];
  training: familyContext.TrainingJson | null;
  checks: familyContext.CheckJson[];
  appointments: familyContext.AppointmentJson[];
  team: { userId: string; name: string }[];
  courses: familyLearning.TaskEnrollmentJson[];
  settings: unknown;
  lastActivity: string | null;
  lastChat: string | null;
}

/** `FactsJson` as the statement yields it: the documents as tuples. */
type FactsRow = Omit<FactsJson, 'documents'> & { documents: familyContext.DocumentTuple[] };

const schemas = familyContext.familyJsonSchemas;
const FactsRowSchema: z.ZodType<FactsRow> = z.object({
  family: schemas.family,
  documents: schemas.documents,
  members: schemas.members,
  training: schemas.training,
  checks: schemas.checks,
  appointments: schemas.appointments,
  team: schemas.supportTeam,
  courses: familyLearning.learningJsonSchemas.openCourseTasks,
  settings: systemConfig.familyPortalJsonSchemas.chatSettings,
  lastActivity: z.string().nullable(),
  lastChat: z.string().nullable(),
});

/** Everything the assistant may say about one family, in one statement. */
async function readFacts(db: Conn, familyId: string, currentSessionId: string | null) {
  const id = sql`${familyId}::uuid`;
  const [row] = await queryRows(
    db,
    z.object({ facts: FactsRowSchema }),
    sql`select json_build_object(
      'family', ${parts.family(id)},
      'documents', ${parts.documents(id)},
      'members', ${parts.members(id)},
      'training', ${parts.training(id)},
      'checks', ${parts.checks(id)},
      'appointments', ${parts.appointments(id)},
      'team', ${parts.supportTeam(id)},
      'courses', ${familyLearning.learningJsonParts.openCourseTasks(id)},
      'settings', ${systemConfig.familyPortalJsonParts.chatSettings()},
      'lastActivity', (select max(${auditLog.at}) from ${auditLog} where ${auditLog.familyId} = ${id}),
      'lastChat', (select max(${conversationSessions.sessionStart}) from ${conversationSessions}
        where ${conversationSessions.familyId} = ${id} and ${conversationSessions.channel} = 'ai_chatbot'
          and ${conversationSessions.id} is distinct from ${currentSessionId}::uuid)) as facts`,
  );
  const facts = row?.facts;
  return facts ? { ...facts, documents: familyContext.documentRows(facts.documents) } : null;
}

/** The assistant speaks of a check as the family sees it: out (processing), back (completed) or not yet sent. */
const checkStatusOf = (status: CheckStatus) => overallCheckStatus([status]);

/**
 * A document's name in the chat: the checklist's translation, and the household member's first name when the
 * family owes the same item for several people ("Informe del médico (LIC 503) — Carlos").
 */
function documentNamer(json: FactsJson, translate: (name: string) => string) {
  const counts = new Map<string, number>();
  for (const d of json.documents) counts.set(d.documentName, (counts.get(d.documentName) ?? 0) + 1);
  const firstNames = new Map(json.members.map((m) => [m.id, preferredFirstName(m.name)]));
  return (d: familyContext.DocumentJson): string => {
    const name = translate(d.documentName);
    const member = d.householdMemberId ? firstNames.get(d.householdMemberId) : undefined;
    return member && (counts.get(d.documentName) ?? 0) > 1 ? `${name} — ${member}` : name;
  };
}

/** The facts in `language`, plus the caseworker's user id and the chat settings the service needs. */
export interface FamilyFacts {
  facts: AssistantFacts;
  /** The same facts with names in another language (a message detected in it), without reading again. */
  factsIn: (language: LanguageCode) => AssistantFacts;
  caseworkerId: string | null;
  settings: ChatSettings;
}

/**
 * The assistant's facts about the signed-in family, read from the database (missing and rejected documents with
 * seeded checklist names in `language`, training, checks, the next appointment, forms to sign, the caseworker,
 * the agency's emergency numbers and how recently the family was active). Null when there is no such family.
 */
export async function familyFacts(
  db: Conn,
  familyId: string,
  options: { language: LanguageCode | null; currentSessionId: string | null; now: Date },
): Promise<FamilyFacts | null> {
  const json = await readFacts(db, familyId, options.currentSessionId);
  const family = json?.family;
  if (!json || !family) return null;
  const { now } = options;
  const settings = systemConfig.chatSettingsOf(json.settings);
  const training = familyContext.trainingOf(json.training);
  const lastSeen = Math.max(
    family.lastLogin ? Date.parse(family.lastLogin) : 0,
    json.lastActivity ? Date.parse(json.lastActivity) : 0,
    Date.parse(family.createdAt),
  );
  const idleMs = Math.max(0, now.getTime() - lastSeen);
  const today = now.toISOString().slice(0, 10);
  const next = json.appointments.find(
    (a) => a.status === 'scheduled' && Date.parse(a.scheduledDate) >= now.getTime(),
  );
  const uploads = json.documents.filter((d) => d.documentType === 'upload' && d.required);
  const caseworker = json.team[0] ?? null;
  const factsIn = (language: LanguageCode): AssistantFacts => {
    const checklist = checklistTextIn(language);
    const nameOf = documentNamer(json, checklist.name);
    return {
      language,
      firstName: preferredFirstName(family.primaryContactName),
      timeZone: family.timezone,
      currentStep: family.currentStep,
      stepName: familyAssistant.stepName(language, family.currentStep, family.stepName),
      totalSteps: family.totalSteps,
      progressPercent: family.progressPercentage,
      daysInactive: Math.floor(idleMs / DAY_MS),
      missingDocuments: uploads
        .filter((d) => d.status === 'pending' || d.status === 'expired')
        .map((d) => ({ requirementId: d.id, name: nameOf(d) })),
      rejectedDocuments: json.documents
        .filter((d) => d.status === 'rejected')
        .map((d) => ({ documentId: d.id, name: nameOf(d), reason: d.rejectionReason })),
      documentsInReview: json.documents.filter((d) => d.status === 'submitted').length,
      training: {
        completedHours: training.completedHours,
        requiredHours: training.requiredHours,
        // The courses the dashboard makes tasks of: required or dated, unfinished, soonest due first.
        openCourses: json.courses.map((c) => ({
          enrollmentId: c.id,
          title: c.courseTitle,
          dueDate: c.dueDate,
          overdue: c.dueDate !== null && c.dueDate < today,
        })),
      },
      backgroundChecks: json.checks.map((c) => ({
        type: `${c.checkType} (${c.memberName})`,
        status: checkStatusOf(c.status),
        expectedDate: c.expectedDate,
      })),
      nextAppointment: next
        ? { type: next.appointmentType, scheduledAt: new Date(next.scheduledDate).toISOString() }
        : null,
      formsToSign: json.documents
        .filter((d) => d.documentType === 'e-sign' && (d.status === 'pending' || d.status === 'rejected'))
        .map((d) => ({ formId: d.id, title: nameOf(d) })),
      caseworkerName: caseworker?.name ?? null,
      emergencyNumbers: settings.emergencyNumbers,
      chattedWithin24h: json.lastChat !== null && now.getTime() - Date.parse(json.lastChat) < DAY_MS,
      activeWithinDay: idleMs < DAY_MS,
    };
  };
  const language =
    options.language ?? (isLanguageCode(family.preferredLanguage) ? family.preferredLanguage : 'en');
  return { caseworkerId: caseworker?.userId ?? null, settings, facts: factsIn(language), factsIn };
}
