import type { z } from 'zod';
import type {
  ApproveEnrollmentRequestBodySchema,
  DeclineEnrollmentRequestBodySchema,
  EnrollmentRequest,
  EnrollmentRequestPage,
  ListEnrollmentRequestsQuerySchema,
} from '@shared/learning/assignments.schema';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { notifyFamily } from '../notifications/notify-family';
import { ASSIGN_COURSES, assignCourseInTx } from './assignments.service';
import * as repo from './enrollment-requests.repository';

/** Families' requests to join a course, shown under Course Assignments: approve (assign) or decline. */

export async function listEnrollmentRequests(
  ctx: AppContext,
  caller: Caller,
  query: z.output<typeof ListEnrollmentRequestsQuerySchema>,
): Promise<EnrollmentRequestPage> {
  requireStaffPermission(caller, ASSIGN_COURSES);
  const { rows, total } = await repo.listRequests(ctx.db, query);
  return { items: rows, total, page: query.page, pageSize: query.pageSize };
}

/** The pending request, locked; 404 when unknown, 409 when already decided. */
async function pendingRequest(tx: Tx, requestId: string) {
  const request = await repo.lockRequest(tx, requestId);
  if (!request) throw new AppError('NOT_FOUND', { message: 'Enrollment request not found.' });
  if (request.status !== 'pending') {
    throw new AppError('CONFLICT', { message: `This request was already ${request.status}.` });
  }
  return request;
}

async function decidedRequest(tx: Tx, requestId: string): Promise<EnrollmentRequest> {
  const request = await repo.findRequest(tx, requestId);
  if (!request) throw new Error('decided request vanished');
  return request;
}

/** Approving assigns the course to the family with these terms (enrollment, notice, e-mail, audit). */
export async function approveEnrollmentRequest(
  ctx: AppContext,
  caller: Caller,
  requestId: string,
  terms: z.output<typeof ApproveEnrollmentRequestBodySchema>,
): Promise<EnrollmentRequest> {
  const staff = requireStaffPermission(caller, ASSIGN_COURSES);
  return ctx.db.transaction(async (tx) => {
    const request = await pendingRequest(tx, requestId);
    await assignCourseInTx(ctx, tx, caller, staff.userId, request.courseId, [request.familyId], terms);
    await repo.decideRequest(tx, requestId, {
      status: 'approved',
      decidedBy: staff.userId,
      decidedAt: ctx.now(),
      declineReason: null,
    });
    await writeAudit(tx, caller.actor, {
      action: 'course.enrollment_request_approved',
      objectType: 'course_enrollment_request',
      objectId: requestId,
      familyId: request.familyId,
      details: { courseTitle: request.courseTitle },
    });
    return decidedRequest(tx, requestId);
  });
}

export async function declineEnrollmentRequest(
  ctx: AppContext,
  caller: Caller,
  requestId: string,
  { reason }: z.output<typeof DeclineEnrollmentRequestBodySchema>,
): Promise<EnrollmentRequest> {
  const staff = requireStaffPermission(caller, ASSIGN_COURSES);
  return ctx.db.transaction(async (tx) => {
    const request = await pendingRequest(tx, requestId);
    const at = ctx.now();
    await repo.decideRequest(tx, requestId, {
      status: 'declined',
      decidedBy: staff.userId,
      decidedAt: at,
      declineReason: reason,
    });
    await notifyFamily(
      tx,
      {
        familyId: request.familyId,
        kind: 'course_request_declined',
        courseTitle: request.courseTitle,
        reason,
      },
      at,
    );
    await writeAudit(tx, caller.actor, {
      action: 'course.enrollment_request_declined',
      objectType: 'course_enrollment_request',
      objectId: requestId,
      familyId: request.familyId,
      details: { courseTitle: request.courseTitle, reason },
    });
    return decidedRequest(tx, requestId);
  });
}
