import { asc, ne } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  courseAssignments,
  courseEnrollmentRequests,
  courseEnrollments,
  courseLessons,
  courses,
  families,
  lessonProgress,
  quizAttempts,
  type EnrollmentStatus,
  type QuizQuestion,
} from '../schema';
import type { SeedClock } from './clock';
import { DEMO_FAMILY_ID } from './demo-accounts';
import { DEMO_COURSES } from './demo-course-content';
import { demoCourseTranslations } from './course-translations';

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
  for (const [index, demo] of DEMO_COURSES.entries()) {
    const { lessons, ...course } = demo;
    const translations = demoCourseTranslations(demo);
    const [row] = await tx
      .insert(courses)
      .values({
        ...course,
        translations: translations.course,
        durationMinutes: lessons.reduce((sum, lesson) => sum + lesson.durationMinutes, 0),
        createdBy: adminId,
        createdAt: clock.at(-90 + index * 7),
      })
      .returning({ id: courses.id });
    if (!row) throw new Error(`could not create course ${course.title}`);
    courseIds.push(row.id);
    const inserted = await tx
      .insert(courseLessons)
      .values(
        lessons.map((lesson, order) => ({
          ...lesson,
          translations: translations.lessons[order],
          courseId: row.id,
          orderIndex: order + 1,
        })),
      )
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
    const demoLessons = DEMO_COURSES[plan.course]?.lessons ?? [];
    for (const [index, lesson] of demoLessons.slice(0, plan.lessonsDone).entries()) {
      const lessonId = lessons[index];
      if (lesson.quizQuestions && lessonId) {
        await tx
          .insert(quizAttempts)
          .values(
            quizAttemptsOf(
              enrollment.id,
              lessonId,
              lesson.quizQuestions,
              clock.at(startedDay + index * 2 + 1),
            ),
          );
      }
    }
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

  // Another family asks to join the trauma course: the request waits under Course Assignments.
  const [other] = await tx
    .select({ id: families.id })
    .from(families)
    .where(ne(families.id, DEMO_FAMILY_ID))
    .orderBy(asc(families.caseNumber))
    .limit(1);
  const requested = courseIds[1];
  if (other && requested) {
    await tx
      .insert(courseEnrollmentRequests)
      .values({ familyId: other.id, courseId: requested, requestedAt: clock.at(-2) });
  }
}

/**
 * The demo family's two tries at a quiz: the first misses the last question, the retake gets all right
 * (Analytics shows the share of first attempts correct per question).
 */
function quizAttemptsOf(
  enrollmentId: string,
  lessonId: string,
  questions: readonly QuizQuestion[],
  at: Date,
) {
  const attempt = (attemptNumber: number, missLast: boolean) => {
    const answers = questions.map((question, index) => {
      const wrong = missLast && index === questions.length - 1;
      return {
        questionId: question.id,
        selectedIndex: wrong
          ? (question.correctAnswer + 1) % question.options.length
          : question.correctAnswer,
        correct: !wrong,
      };
    });
    const score = Math.round((answers.filter((a) => a.correct).length / answers.length) * 100);
    return {
      enrollmentId,
      lessonId,
      attemptNumber,
      score,
      answers,
      submittedAt: new Date(at.getTime() + attemptNumber * 10 * 60_000),
    };
  };
  return [attempt(1, true), attempt(2, false)];
}
