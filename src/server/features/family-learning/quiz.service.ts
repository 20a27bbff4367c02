import { lessonIn } from '@shared/learning/course-translations';
import type { QuizQuestion } from '@shared/learning/lessons.schema';
import type { QuizResult, QuizSubmissionBody } from '@shared/family-learning/family-learning.schema';
import { quizPassed, quizScore, shuffledOrder } from '@shared/family-learning/family-learning-rules';
import type { Conn } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireFamily } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import type { LessonRow } from '../learning/lessons.service';
import * as repo from './family-learning.repository';
import { learnerLanguage, learningError, startedLesson } from './learner-access.service';

/** The display order of one question's options for this enrollment: `order[displayed] = stored index`. */
function displayOrder(lesson: LessonRow, enrollmentId: string, question: QuizQuestion): number[] {
  const identity = question.options.map((_, index) => index);
  return lesson.quizShuffleOptions
    ? shuffledOrder(question.options.length, `${enrollmentId}:${question.id}`)
    : identity;
}

/** The quiz as the learner sees it: no answers, no explanations, options in this learner's order. */
export async function learnerQuiz(db: Conn, enrollmentId: string, lesson: LessonRow) {
  const questions = lesson.quizQuestions ?? [];
  const { used, best } = await repo.attemptStats(db, enrollmentId, lesson.id);
  return {
    questions: questions.map((question) => ({
      id: question.id,
      question: question.question,
      options: displayOrder(lesson, enrollmentId, question).map((index) => question.options[index] ?? ''),
    })),
    passMark: lesson.quizPassMark,
    attemptLimit: lesson.quizAttemptLimit,
    attemptsUsed: used,
    bestScore: best,
    passed: best !== null && quizPassed(best, lesson.quizPassMark),
  };
}

/**
 * Grades a submitted quiz on the server: every question must be answered once, the displayed option is
 * mapped back to the stored one, and the attempt is stored with its score. Where the quiz has an attempt
 * limit, an attempt beyond it is a 409; once passed the quiz may still be retaken (the best score counts).
 */
export async function submitQuiz(
  ctx: AppContext,
  caller: Caller,
  enrollmentId: string,
  lessonId: string,
  body: QuizSubmissionBody,
): Promise<QuizResult> {
  const { familyId } = requireFamily(caller);
  const { enrollment, lesson } = await startedLesson(ctx, familyId, enrollmentId, lessonId);
  // Graded by option index, the same in every language; the review reads in the family's.
  const questions =
    lessonIn(lesson, lesson.translations, await learnerLanguage(ctx, caller)).quizQuestions ?? [];
  if (lesson.lessonType !== 'quiz' || questions.length === 0)
    throw learningError('NOT_FOUND', 'errors.learning.noQuiz');
  const chosen = new Map(body.answers.map((answer) => [answer.questionId, answer.optionIndex]));
  if (
    chosen.size !== body.answers.length ||
    questions.some((q) => !chosen.has(q.id)) ||
    chosen.size !== questions.length
  )
    throw learningError('VALIDATION_FAILED', 'errors.learning.answerEveryQuestion');

  const review = questions.map((question) => {
    const order = displayOrder(lesson, enrollment.id, question);
    const selectedIndex = chosen.get(question.id) ?? -1;
    const stored = order[selectedIndex];
    if (stored === undefined) throw learningError('VALIDATION_FAILED', 'errors.learning.answerEveryQuestion');
    return {
      questionId: question.id,
      question: question.question,
      options: order.map((index) => question.options[index] ?? ''),
      selectedIndex,
      storedIndex: stored,
      correctIndex: order.indexOf(question.correctAnswer),
      correct: stored === question.correctAnswer,
      explanation: question.explanation,
    };
  });
  const correctCount = review.filter((item) => item.correct).length;
  const score = quizScore(correctCount, questions.length);
  const passed = quizPassed(score, lesson.quizPassMark);

  return ctx.db.transaction(async (tx) => {
    await repo.lockEnrollment(tx, enrollment.id);
    const { used } = await repo.attemptStats(tx, enrollment.id, lesson.id);
    const limit = lesson.quizAttemptLimit;
    if (limit !== null && used >= limit)
      throw learningError('CONFLICT', 'errors.learning.attemptsUsed', { limit });
    const attemptNumber = used + 1;
    await repo.insertAttempt(tx, {
      enrollmentId: enrollment.id,
      lessonId: lesson.id,
      attemptNumber,
      score,
      answers: review.map((item) => ({
        questionId: item.questionId,
        selectedIndex: item.storedIndex,
        correct: item.correct,
      })),
      at: ctx.now(),
    });
    await writeAudit(tx, caller.actor, {
      action: 'course.quiz_submitted',
      objectType: 'course',
      objectId: enrollment.course.id,
      familyId,
      details: {
        courseTitle: enrollment.course.title,
        lessonTitle: lesson.title,
        attemptNumber,
        score,
        passed,
      },
    });
    return {
      attemptNumber,
      score,
      correctCount,
      total: questions.length,
      passMark: lesson.quizPassMark,
      passed,
      attemptsRemaining: limit === null ? null : limit - attemptNumber,
      review: review.map(({ storedIndex: _stored, ...item }) => item),
    };
  });
}
