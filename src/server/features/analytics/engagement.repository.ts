import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SpreadSchema, TOP_INTENTS } from '@shared/analytics/analytics.schema';
import { type Conn, queryRows } from '../../db/client';
import {
  auditLog,
  conversationMessages,
  conversationSessions,
  courseAssignments,
  courseEnrollments,
  courses,
  families,
  familyTraining,
  formSubmissions,
} from '../../db/schema';
import {
  type AnalyticsScope,
  between,
  familyConditions,
  familyFilter,
  inRange,
  scopedFamilies,
  spread,
} from './analytics-sql';

/** Training, e-sign forms and the assistant: each one statement yielding one JSON value. */

async function oneJson<T>(db: Conn, schema: z.ZodType<T>, query: SQL, what: string, ctes?: SQL): Promise<T> {
  const [row] = await queryRows(
    db,
    z.object({ data: schema }),
    sql`${ctes ? sql`with ${ctes} ` : sql``}select ${query} as data`,
  );
  if (!row) throw new Error(`the ${what} statement returned nothing`);
  return row.data;
}

const TrainingRowSchema = z.object({
  /** Families per bucket index 0..4 (see HOUR_BUCKETS); absent buckets have none. */
  hours: z.array(z.object({ bucket: z.number(), families: z.number() })),
  courses: z.array(
    z.object({
      courseId: z.string(),
      title: z.string(),
      enrolled: z.number(),
      completed: z.number(),
      completedInRange: z.number(),
    }),
  ),
  overdue: z.object({
    assignments: z.number(),
    families: z.number(),
    byCourse: z.array(z.object({ courseId: z.string(), title: z.string(), overdue: z.number() })),
  }),
});
export type TrainingRow = z.infer<typeof TrainingRowSchema>;

/**
 * Enrollments are counted per course (a hash aggregate) before the live courses are joined, and the overdue assignments are a
 * range of the required ones by due date, checked against the completed enrollments' index; both keep the
 * filtered families by a hash of their ids (`scoped_families`), not a family lookup per row.
 */
export async function training(db: Conn, scope: AnalyticsScope): Promise<TrainingRow> {
  const t = familyTraining;
  const e = courseEnrollments;
  const c = courses;
  const a = courseAssignments;
  const share = sql`(${t.completedHours} / ${t.requiredHours})`;
  const bucket = sql`case when ${share} >= 1 then 4 when ${share} >= 0.75 then 3 when ${share} >= 0.5 then 2
    when ${share} >= 0.25 then 1 else 0 end`;
  const scoped = scopedFamilies(scope);
  return oneJson(
    db,
    TrainingRowSchema,
    sql`json_build_object(
      'hours', (select coalesce(json_agg(json_build_object('bucket', b, 'families', n) order by b), '[]')
        from (select ${bucket} as b, count(*) as n from ${t} join ${families} on ${families.id} = ${t.familyId}
          where ${families.status} <> 'withdrawn' and ${familyConditions(scope)} group by 1) h),
      'courses', (select coalesce(json_agg(json_build_object('courseId', ${c.id}, 'title', ${c.title},
          'enrolled', enrolled, 'completed', completed, 'completedInRange', in_range) order by enrolled desc, ${c.title}), '[]')
        from (select ${e.courseId} as course_id, count(*) as enrolled,
            count(*) filter (where ${e.status} = 'completed') as completed,
            count(*) filter (where ${e.status} = 'completed' and ${inRange(e.completedAt, scope.range)}) as in_range
          from ${e} where ${scoped.filter(e.familyId)} group by 1) x
        join ${c} on ${c.id} = x.course_id and ${c.archivedAt} is null),
      'overdue', (select json_build_object('assignments', count(*), 'families', count(distinct family_id),
          'byCourse', (select coalesce(json_agg(json_build_object('courseId', ${c.id}, 'title', ${c.title}, 'overdue', n)
            order by n desc, ${c.title}), '[]')
            from (select course_id, count(*) as n from late group by 1) b join ${c} on ${c.id} = b.course_id))
        from late)
    )`,
    'training',
    sql`${scoped.cte}, late as (select ${a.courseId} as course_id, ${a.familyId} as family_id from ${a}
      where ${a.isRequired} and ${a.dueDate} < ${scope.today}::date and ${a.courseId} in (select ${c.id} from ${c} where ${c.archivedAt} is null)
        and not exists (select 1 from ${e} where ${e.familyId} = ${a.familyId} and ${e.courseId} = ${a.courseId}
          and ${e.status} = 'completed')
        and ${scoped.filter(a.familyId)})`,
  );
}

const FormsRowSchema = z.object({
  started: z.number(),
  submitted: z.number(),
  returned: z.number(),
  hoursToComplete: SpreadSchema,
});
export type FormsRow = z.infer<typeof FormsRowSchema>;

export async function forms(db: Conn, scope: AnalyticsScope): Promise<FormsRow> {
  const f = formSubmissions;
  const events = (action: string) =>
    sql`(select count(*) from ${auditLog} where ${auditLog.action} = ${action}
      and ${inRange(auditLog.at, scope.range)} and ${familyFilter(auditLog.familyId, scope)})`;
  return oneJson(
    db,
    FormsRowSchema,
    sql`json_build_object(
      'started', (select count(*) from ${f} where ${inRange(f.createdAt, scope.range)} and ${familyFilter(f.familyId, scope)}),
      'submitted', ${events('signing.submitted')},
      'returned', ${events('signing.returned')},
      'hoursToComplete', (select ${spread(sql`h`, 'hours')} from (select ${between(f.createdAt, f.submittedAt)} as h
        from ${f} where ${f.submissionStatus} = 'submitted' and ${inRange(f.submittedAt, scope.range)}
          and ${familyFilter(f.familyId, scope)}) s)
    )`,
    'forms',
  );
}

const AssistantRowSchema = z.object({
  sessions: z.number(),
  messages: z.number(),
  escalated: z.number(),
  intents: z.array(z.object({ intent: z.string(), messages: z.number() })),
  languages: z.array(z.object({ languageCode: z.string(), sessions: z.number() })),
  firstResponse: SpreadSchema.extend({ withinPromise: z.number(), waiting: z.number() }),
  satisfaction: z.object({ ratings: z.number(), average: z.number().nullable() }),
});
export type AssistantRow = z.infer<typeof AssistantRowSchema>;

export async function assistant(
  db: Conn,
  scope: AnalyticsScope,
  promiseMinutes: number,
): Promise<AssistantRow> {
  const s = conversationSessions;
  const m = conversationMessages;
  const chats = sql`${s.audience} = 'family' and ${s.channel} = 'ai_chatbot' and ${inRange(s.sessionStart, scope.range)}
    and ${familyFilter(s.familyId, scope)}`;
  const wait = between(s.escalatedAt, s.firstResponseAt);
  return oneJson(
    db,
    AssistantRowSchema,
    sql`json_build_object(
      'sessions', (select count(*) from ${s} where ${chats}),
      'messages', (select coalesce(sum(${s.totalMessages}), 0) from ${s} where ${chats}),
      'escalated', (select count(*) from ${s} where ${chats} and ${s.escalated}),
      'intents', (select coalesce(json_agg(json_build_object('intent', intent, 'messages', n) order by n desc, intent), '[]')
        from (select ${m.intentDetected} as intent, count(*) as n from ${m} join ${s} on ${s.id} = ${m.sessionId}
          where ${chats} and ${m.intentDetected} is not null group by 1 order by 2 desc, 1 limit ${TOP_INTENTS}) i),
      'languages', (select coalesce(json_agg(json_build_object('languageCode', lang, 'sessions', n) order by n desc, lang), '[]')
        from (select ${s.languageCode} as lang, count(*) as n from ${s} where ${chats} group by 1) l),
      'firstResponse', (select ${spread(sql`w`, 'minutes')}::jsonb || jsonb_build_object(
          'withinPromise', count(*) filter (where w <= make_interval(mins => ${promiseMinutes}::int)),
          'waiting', count(*) filter (where answered is false))
        from (select ${wait} as w, ${s.firstResponseAt} is not null as answered from ${s}
          where ${s.audience} = 'family' and ${s.escalatedAt} is not null and ${inRange(s.escalatedAt, scope.range)}
            and ${familyFilter(s.familyId, scope)}) r),
      'satisfaction', (select json_build_object('ratings', count(${s.satisfactionScore}),
          'average', round(avg(${s.satisfactionScore})::numeric, 2)::float8) from ${s} where ${chats})
    )`,
    'assistant',
  );
}
