import type { z } from 'zod';
import type {
  AssignableCourse,
  AssignCourseBodySchema,
  AssignCourseResult,
  AssignmentFamiliesQuerySchema,
  AssignmentFamilyPage,
  AssignmentPage,
  ListAssignmentsQuerySchema,
} from '@shared/learning/assignments.schema';
import { withFields } from '@shared/with-fields';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { notifyFamilies } from '../notifications/notify-family';
import * as repo from './assignments.repository';
import { publishedCourses } from './courses.repository';
import { requireCourse } from './courses.service';

/** Course Assignments (spec 02 §2, /staff/assignments): who takes which course; assign_courses. */

export const ASSIGN_COURSES = 'assign_courses';

export async function searchAssignmentFamilies(
  ctx: AppContext,
  caller: Caller,
  query: z.output<typeof AssignmentFamiliesQuerySchema>,
): Promise<AssignmentFamilyPage> {
  requireStaffPermission(caller, ASSIGN_COURSES);
  const { rows, total } = await repo.searchFamilies(ctx.db, query);
  return {
    items: rows.map(({ assignedCount, ...family }) =>
      withFields(family, { moreCourses: Math.max(0, assignedCount - family.courses.length) }),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function listAssignableCourses(ctx: AppContext, caller: Caller): Promise<AssignableCourse[]> {
  requireStaffPermission(caller, ASSIGN_COURSES);
  return publishedCourses(ctx.db);
}

export async function listAssignments(
  ctx: AppContext,
  caller: Caller,
  query: z.output<typeof ListAssignmentsQuerySchema>,
): Promise<AssignmentPage> {
  requireStaffPermission(caller, ASSIGN_COURSES);
  const { rows, total } = await repo.listAssignments(ctx.db, query);
  return { items: rows, total, page: query.page, pageSize: query.pageSize };
}

export type AssignmentTerms = Omit<z.output<typeof AssignCourseBodySchema>, 'courseId' | 'familyIds'>;

/**
 * Assigns a published course to families inside the caller's transaction: the assignment (recording who
 * made it), the enrollment, a bell notice and an e-mail for each family that did not have it yet, and an
 * audit row per family. Also used when staff approve a family's enrollment request.
 */
export async function assignCourseInTx(
  ctx: AppContext,
  tx: Tx,
  caller: Caller,
  staffUserId: string,
  courseId: string,
  familyIds: readonly string[],
  terms: AssignmentTerms,
): Promise<AssignCourseResult> {
  const course = await requireCourse(tx, courseId);
  if (!course.isPublished) {
    throw new AppError('CONFLICT', { message: 'Only published courses can be assigned. Publish it first.' });
  }
  const known = new Set((await repo.familiesByIds(tx, familyIds)).map((family) => family.id));
  const unknown = familyIds.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new AppError('NOT_FOUND', { message: `Family not found: ${unknown.join(', ')}` });

  const at = ctx.now();
  const inserted = await repo.insertAssignments(
    tx,
    familyIds.map((familyId) => ({ familyId, courseId, assignedBy: staffUserId, ...terms, assignedAt: at })),
  );
  const newFamilies = new Set(inserted.map((row) => row.familyId));
  await repo.ensureEnrollments(tx, courseId, [...newFamilies], at);
  await notifyFamilies(
    tx,
    [...newFamilies].map((familyId) => ({
      familyId,
      kind: 'course_assigned' as const,
      courseTitle: course.title,
      dueOn: terms.dueDate,
    })),
    at,
  );
  for (const row of inserted) {
    await writeAudit(tx, caller.actor, {
      action: 'course.assigned',
      objectType: 'course_assignment',
      objectId: row.id,
      familyId: row.familyId,
      details: { courseTitle: course.title, isRequired: terms.isRequired, dueDate: terms.dueDate },
    });
  }
  const assigned = await repo.assignmentsByIds(
    tx,
    inserted.map((row) => row.id),
  );
  const order = new Map(familyIds.map((id, index) => [id, index]));
  return {
    assigned: assigned.sort((a, b) => (order.get(a.familyId) ?? 0) - (order.get(b.familyId) ?? 0)),
    alreadyAssigned: familyIds.filter((id) => !newFamilies.has(id)),
  };
}

export async function assignCourse(
  ctx: AppContext,
  caller: Caller,
  { courseId, familyIds, ...terms }: z.output<typeof AssignCourseBodySchema>,
): Promise<AssignCourseResult> {
  const staff = requireStaffPermission(caller, ASSIGN_COURSES);
  return ctx.db.transaction((tx) =>
    assignCourseInTx(ctx, tx, caller, staff.userId, courseId, familyIds, terms),
  );
}

/** Removes an assignment; an enrollment the family has not started goes with it, a started one stays. */
export async function removeAssignment(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
  courseId: string,
): Promise<void> {
  requireStaffPermission(caller, ASSIGN_COURSES);
  await ctx.db.transaction(async (tx) => {
    const course = await requireCourse(tx, courseId);
    const removed = await repo.deleteAssignment(tx, familyId, courseId);
    if (!removed)
      throw new AppError('NOT_FOUND', { message: 'This family does not have this course assigned.' });
    await repo.deleteUnstartedEnrollment(tx, familyId, courseId);
    await writeAudit(tx, caller.actor, {
      action: 'course.assignment_removed',
      objectType: 'course_assignment',
      objectId: removed.id,
      familyId,
      details: { courseTitle: course.title },
    });
  });
}
