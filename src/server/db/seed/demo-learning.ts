import type { Tx } from '../client';
import {
  courseAssignments,
  courseEnrollments,
  courseLessons,
  courses,
  lessonProgress,
  type EnrollmentStatus,
} from '../schema';
import type { SeedClock } from './clock';
import { DEMO_FAMILY_ID } from './demo-accounts';
import { DEMO_COURSES } from './demo-course-content';

/**
 * The demo family's learning, by index into DEMO_COURSES: course 0 finished, course 1 half-way,
 * course 2 assigned as optional and not started. Days are relative to today.
 */
const DEMO_FAMILY_LEARNING: {
  course: number;
  status: EnrollmentStatus;
  lessonsDone: number;
  assignedDay: number;
  dueDay: number | null;
  required: boolean;
}[] = [
  { course: 0, status: 'completed', lessonsDone: 4, assignedDay: -45, dueDay: -25, required: true },
  { course: 1, status: 'in_progress', lessonsDone: 2, assignedDay: -20, dueDay: 21, required: true },
  { course: 2, status: 'enrolled', lessonsDone: 0, assignedDay: -5, dueDay: null, required: false },
];

export async function seedDemoLearning(tx: Tx, clock: SeedClock, adminId: string): Promise<void> {
  const courseIds: string[] = [];
  const lessonIds: string[][] = [];
  for (const [index, { lessons, ...course }] of DEMO_COURSES.entries()) {
    const [row] = await tx
      .insert(courses)
      .values({
        ...course,
        durationMinutes: lessons.reduce((sum, lesson) => sum + lesson.durationMinutes, 0),
        createdBy: adminId,
        createdAt: clock.at(-90 + index * 7),
      })
      .returning({ id: courses.id });
    if (!row) throw new Error(`could not create course ${course.title}`);
    courseIds.push(row.id);
    const inserted = await tx
      .insert(courseLessons)
      .values(lessons.map((lesson, order) => ({ ...lesson, courseId: row.id, orderIndex: order + 1 })))
      .returning({ id: courseLessons.id, orderIndex: courseLessons.orderIndex });
    lessonIds.push(inserted.sort((a, b) => a.orderIndex - b.orderIndex).map((lesson) => lesson.id));
  }

  for (const plan of DEMO_FAMILY_LEARNING) {
    const course = courseIds[plan.course];
    const lessons = lessonIds[plan.course] ?? [];
    if (!course) throw new Error(`demo course ${plan.course} missing`);
    const startedDay = plan.assignedDay + 2;
    await tx.insert(courseAssignments).values({
      familyId: DEMO_FAMILY_ID,
      courseId: course,
      assignedBy: adminId,
      dueDate: plan.dueDay === null ? null : clock.date(plan.dueDay),
      isRequired: plan.required,
      assignedAt: clock.at(plan.assignedDay),
    });
    const [enrollment] = await tx
      .insert(courseEnrollments)
      .values({
        familyId: DEMO_FAMILY_ID,
        courseId: course,
        status: plan.status,
        progressPercentage: lessons.length ? Math.round((plan.lessonsDone / lessons.length) * 100) : 0,
        currentLessonId: lessons[Math.min(plan.lessonsDone, lessons.length - 1)] ?? null,
        enrolledAt: clock.at(plan.assignedDay),
        startedAt: plan.status === 'enrolled' ? null : clock.at(startedDay),
        completedAt: plan.status === 'completed' ? clock.at(startedDay + plan.lessonsDone * 2) : null,
      })
      .returning({ id: courseEnrollments.id });
    if (!enrollment || plan.lessonsDone === 0) continue;
    await tx.insert(lessonProgress).values(
      lessons.slice(0, plan.lessonsDone).map((lessonId, index) => ({
        enrollmentId: enrollment.id,
        lessonId,
        status: 'completed' as const,
        completedAt: clock.at(startedDay + (index + 1) * 2),
        timeSpentMinutes: DEMO_COURSES[plan.course]?.lessons[index]?.durationMinutes ?? 10,
        score: DEMO_COURSES[plan.course]?.lessons[index]?.lessonType === 'quiz' ? 100 : null,
      })),
    );
  }
}
