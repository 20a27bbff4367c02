/**
 * What the staff Analytics page reads, for families made by `seedFamilies`: caseworkers on their support teams,
 * applicant types, the step history (one `family.step_moved` audit row per step taken, and the approval), the
 * review decisions of their documents (audit rows) and some expiry dates, training hours, course enrollments and
 * required assignments, e-sign form submissions, and assistant chats with messages, escalations and ratings.
 * Each statement covers a batch of families and draws its numbers from hashes of the rows' ids, so runs are
 * comparable.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { courses, documentTemplates, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/lib/password-hash';
import { isAdminStaff, seedStaff } from './scale-data';

const BATCH = 1000;
const CASEWORKERS = 25;
const APPLICANT_TYPES = ['Specialized Foster Care', 'Kinship', 'Emergency Foster Care'];
const REASONS = [
  'Unreadable scan.',
  'The document has expired.',
  'Wrong document for this item.',
  'Missing signature.',
  'Page missing.',
];
const INTENTS = [
  'document_status',
  'upload_help',
  'training_hours',
  'next_step',
  'appointment',
  'background_check',
  'contact_caseworker',
  'greeting',
  'form_help',
  'course_help',
  'escalate',
  'thanks',
];
const COURSES = [
  'Trauma-Informed Care',
  'CPR and First Aid',
  'Car Seat Safety',
  'Medication Management',
  'Water Safety',
];

/** A number in [0, 1) from a hash of `key` (SQL). */
const roll = (key: ReturnType<typeof sql>) => sql`((abs(hashtext(${key})) % 10000) / 10000.0)`;
const textList = (items: readonly string[]) =>
  sql`array[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;

export async function seedAnalyticsData(db: Db, familyIds: string[]): Promise<void> {
  const started = performance.now();
  const domain = `analytics-${Date.now().toString(36)}.invalid`;
  await seedStaff(db, CASEWORKERS, { domain, passwordHash: await hashPassword(domain) });
  const staff = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`${users.email} like ${`%@${domain}`}`);
  const caseworkers = staff
    .filter((u) => !isAdminStaff(Number(u.email.split('-')[1]!.split('@')[0])))
    .map((u) => u.id);
  const courseIds = (
    await db
      .insert(courses)
      .values(
        COURSES.map((title) => ({ title: `${title} (${domain})`, isPublished: true, durationMinutes: 90 })),
      )
      .returning({ id: courses.id })
  ).map((c) => c.id);
  const [template] = await db
    .insert(documentTemplates)
    .values({ templateName: `Scale form ${domain}`, templateType: 'state_form', category: 'Scale' })
    .returning({ id: documentTemplates.id });
  for (let from = 0; from < familyIds.length; from += BATCH) {
    const ids = sql`${sql.param(familyIds.slice(from, from + BATCH))}::uuid[]`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`update families f set applicant_type = (${textList(APPLICANT_TYPES)})[1 + abs(hashtext(f.id::text)) % ${APPLICANT_TYPES.length}]
        where f.id = any(${ids})`);
      await tx.execute(sql`insert into family_support_staff (family_id, user_id, role_title)
        select f.id, (${sql.param(caseworkers)}::uuid[])[1 + abs(hashtext(f.id::text || 'cw')) % ${caseworkers.length}], 'Caseworker'
        from families f where f.id = any(${ids})`);
      // One move per step taken, evenly between the start and now (approved families: the approval too).
      await tx.execute(sql`insert into audit_log (action, object_type, object_id, family_id, at, details)
        select 'family.step_moved', 'family', f.id::text, f.id,
          f.created_at + (now() - f.created_at) * (k::float / (f.current_step + 1)),
          jsonb_build_object('direction', 'advance', 'reason', 'Ready', 'from', k, 'to', k + 1, 'stepName', '', 'status', 'active')
        from families f cross join lateral generate_series(1, f.current_step - 1) as k
        where f.id = any(${ids})
        union all
        select 'family.step_moved', 'family', f.id::text, f.id,
          f.created_at + (now() - f.created_at) * (8.5 / 9),
          jsonb_build_object('direction', 'advance', 'reason', 'Approved', 'from', 8, 'to', 8, 'stepName', 'Decide', 'status', 'approved')
        from families f where f.id = any(${ids}) and f.status = 'approved'`);
      await tx.execute(sql`insert into audit_log (action, object_type, object_id, family_id, at, details)
        select case d.status when 'approved' then 'document.approved' else 'document.rejected' end, 'document', d.id::text,
          d.family_id, coalesce(d.approved_at, d.rejected_at),
          case d.status when 'approved' then jsonb_build_object('documentName', d.document_name)
            else jsonb_build_object('documentName', d.document_name, 'reason',
              (${textList(REASONS)})[1 + abs(hashtext(d.id::text)) % ${REASONS.length}]) end
        from family_documents d
        where d.family_id = any(${ids}) and d.status in ('approved', 'rejected') and coalesce(d.approved_at, d.rejected_at) is not null`);
      await tx.execute(sql`update family_documents d set expires_on = (now() + (interval '1 day' * floor(${roll(sql`d.id::text || 'exp'`)} * 400 - 30)))::date
        where d.family_id = any(${ids}) and d.status = 'approved' and ${roll(sql`d.id::text || 'valid'`)} < 0.2`);
      await tx.execute(sql`insert into family_training (family_id, completed_hours)
        select f.id, floor(${roll(sql`f.id::text || 'hours'`)} * 46) from families f where f.id = any(${ids})
        on conflict (family_id) do update set completed_hours = excluded.completed_hours`);
      await seedLearning(tx, ids, courseIds);
      await seedForms(tx, ids, template!.id);
      await seedChats(tx, ids);
    });
    process.stdout.write(
      `\r  analytics data for ${Math.min(from + BATCH, familyIds.length)} / ${familyIds.length} families`,
    );
  }
  await db.execute(sql`vacuum analyze audit_log, family_step_stays, courses, family_support_staff, family_training, course_enrollments,
    course_assignments, form_submissions, conversation_sessions, conversation_messages, family_documents, families,
    household_members, family_counts, document_counters`);
  console.log(`\nAnalytics data in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Each family: three of the courses, enrolled at various stages; two required assignments with due dates. */
async function seedLearning(tx: Tx, ids: ReturnType<typeof sql>, courseIds: string[]) {
  const pick = sql`(${sql.param(courseIds)}::uuid[])[1 + (abs(hashtext(f.id::text)) + k) % ${courseIds.length}]`;
  await tx.execute(sql`insert into course_enrollments (family_id, course_id, status, progress_percentage, completed_at, enrolled_at)
    select f.id, ${pick},
      case when r < 0.5 then 'completed' when r < 0.8 then 'in_progress' else 'enrolled' end,
      case when r < 0.5 then 100 when r < 0.8 then 40 else 0 end,
      case when r < 0.5 then now() - interval '1 day' * floor(r * 700) end,
      now() - interval '1 day' * floor(r * 700 + 10)
    from families f cross join generate_series(0, 2) as k
      cross join lateral (select ${roll(sql`f.id::text || k::text`)} as r) x
    where f.id = any(${ids})`);
  await tx.execute(sql`insert into course_assignments (family_id, course_id, due_date, is_required)
    select f.id, ${pick}, (now() + interval '1 day' * floor(${roll(sql`f.id::text || 'due' || k::text`)} * 120 - 60))::date, true
    from families f cross join generate_series(0, 1) as k where f.id = any(${ids})`);
}

/** Two families in three started their e-sign form; most of those submitted it, some were returned. */
async function seedForms(tx: Tx, ids: ReturnType<typeof sql>, templateId: string) {
  await tx.execute(sql`insert into form_submissions (document_id, template_id, family_id, submission_status, submitted_at, created_at)
    select d.id, ${templateId}::uuid, d.family_id,
      case when r < 0.5 then 'submitted' else 'draft' end,
      case when r < 0.5 then started + interval '1 hour' * floor(r * 200) end, started
    from family_documents d
      cross join lateral (select ${roll(sql`d.id::text || 'form'`)} as r,
        now() - interval '1 day' * floor(${roll(sql`d.id::text || 'start'`)} * 500) as started) x
    where d.family_id = any(${ids}) and d.document_type = 'e-sign' and r < 0.67`);
  await tx.execute(sql`insert into audit_log (action, object_type, object_id, family_id, at, details)
    select case when ${roll(sql`s.id::text || 'ret'`)} < 0.15 then 'signing.returned' else 'signing.submitted' end,
      'document', s.document_id::text, s.family_id, s.submitted_at, jsonb_build_object('documentName', 'Form')
    from form_submissions s where s.family_id = any(${ids}) and s.submitted_at is not null`);
}

/** Two assistant chats per family over the last year, four messages each; some escalated, answered and rated. */
async function seedChats(tx: Tx, ids: ReturnType<typeof sql>) {
  await tx.execute(sql`with chats as (
      insert into conversation_sessions (audience, family_id, language_code, session_start, total_messages, escalated,
        escalated_at, first_response_at, inbox_state, satisfaction_score, last_message_at)
      select 'family', f.id, (array['en','en','en','es','es','zh','vi','tl'])[1 + abs(hashtext(f.id::text || k::text)) % 8],
        started, 4, r < 0.15,
        case when r < 0.15 then started + interval '2 minutes' end,
        case when r < 0.13 then started + interval '2 minutes' + interval '1 second' * floor(${roll(sql`f.id::text || k::text || 'wait'`)} * 900) end,
        case when r < 0.15 then 'resolved' end,
        case when r > 0.6 then 1 + floor(${roll(sql`f.id::text || k::text || 'sat'`)} * 5)::int end,
        started
      from families f cross join generate_series(0, 1) as k
        cross join lateral (select ${roll(sql`f.id::text || k::text || 'chat'`)} as r,
          now() - interval '1 minute' * floor(${roll(sql`f.id::text || k::text || 'when'`)} * 525600) as started) x
      where f.id = any(${ids})
      returning id, family_id, session_start)
    insert into conversation_messages (session_id, family_id, message_type, content, intent_detected, timestamp)
    select c.id, c.family_id, case when m % 2 = 0 then 'user' else 'assistant' end, 'Message',
      case when m % 2 = 0 then (${textList(INTENTS)})[1 + floor(power(${roll(sql`c.id::text || m::text`)}, 2) * ${INTENTS.length})::int] end,
      c.session_start + interval '1 minute' * m
    from chats c cross join generate_series(0, 3) as m`);
}

/** The analytics sections, as the page asks for them. */
export const ANALYTICS_SECTIONS = [
  'options',
  'pipeline',
  'pipeline/stuck',
  'documents',
  'training',
  'forms',
  'assistant',
] as const;

/**
 * `count` requests of one analytics section as a supervisor makes them: every range (30, 90, 365 days and a
 * custom two years), unfiltered, by one caseworker and by one applicant type.
 */
export function analyticsRequests(section: string, caseworker: string, count: number): string[] {
  const today = new Date().toISOString().slice(0, 10);
  const twoYearsAgo = new Date(Date.now() - 729 * 86_400_000).toISOString().slice(0, 10);
  const ranges = ['range=30', 'range=90', 'range=365', `range=custom&from=${twoYearsAgo}&to=${today}`];
  const filters = ['', `&caseworker=${caseworker}`, '&applicantType=Kinship'];
  return Array.from({ length: count }, (_, i) => {
    const query = `${ranges[i % ranges.length]}${filters[Math.floor(i / ranges.length) % filters.length]}`;
    return `/api/staff/analytics/${section}?${query}`;
  });
}
