/**
 * Family tables that point at staff users. They live apart from families.ts because auth.ts already
 * imports families.ts (users.family_id) and a schema import cycle would trip `import/no-cycle`.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, oneOf, ts, updatedAt } from './columns';
import { families } from './families';

export const TASK_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_TYPES = ['upload', 'form', 'schedule', 'review'] as const;

/** "What You Need to Do Now" (ActionCenter tile). Mark Complete sets completed_at. */
export const familyTasks = pgTable(
  'family_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priority: text('priority').$type<TaskPriority>().notNull().default('medium'),
    dueDate: date('due_date', { mode: 'string' }),
    /** Staff user who set the task; the tile shows their display name. */
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<(typeof TASK_TYPES)[number]>().notNull(),
    actionLabel: text('action_label'),
    completedAt: ts('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('family_tasks_family_idx').on(t.familyId, t.dueDate),
    check('family_tasks_priority_check', oneOf(t.priority, TASK_PRIORITIES)),
    check('family_tasks_type_check', oneOf(t.type, TASK_TYPES)),
  ],
);

/** The family's support team panel: which staff member plays which part, in display order. */
export const familySupportStaff = pgTable(
  'family_support_staff',
  {
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** e.g. 'Caseworker', 'Licensing Worker', 'Training Coordinator'. */
    roleTitle: text('role_title').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.familyId, t.userId] }),
    index('family_support_staff_user_idx').on(t.userId),
    index('family_support_staff_family_idx').on(t.familyId, t.position),
    check('family_support_staff_position_check', sql`${t.position} >= 0`),
  ],
);
