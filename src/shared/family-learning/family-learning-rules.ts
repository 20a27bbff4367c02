/**
 * The family side of learning (spec 02 §3–§5, §9), as pure rules both sides use: certificate ids, progress,
 * minutes spent, quiz scores and bands, the stable option shuffle, and training hours.
 */

/** Where a training ledger entry comes from: a course taken in Haven, or an outside training staff record. */
export const TRAINING_ENTRY_SOURCES = ['course', 'outside'] as const;
export type TrainingEntrySource = (typeof TRAINING_ENTRY_SOURCES)[number];

/** Spec 02 §3: 'CERT-' plus the first 8 characters of the enrollment id, upper case. */
export function certificateIdOf(enrollmentId: string): string {
  return `CERT-${enrollmentId.slice(0, 8).toUpperCase()}`;
}

export const CERTIFICATE_ID_PATTERN = /^CERT-[0-9A-F]{8}$/;

/** The public address that verifies a certificate (printed on it and copied by Share). */
export function certificateVerificationPath(certificateId: string): string {
  return `/verify/${certificateId}`;
}

/** Spec 02 §4: progress is the rounded share of completed lessons. */
export function progressPercent(completedLessons: number, totalLessons: number): number {
  if (totalLessons <= 0) return 0;
  return Math.min(100, Math.round((completedLessons / totalLessons) * 100));
}

/**
 * Spec 02 §4: the rounded minutes since the lesson was shown. Capped at three times the lesson's planned
 * minutes, so a lesson left open overnight does not count a day of study; never below 0.
 */
export function minutesSpent(shownAt: Date, now: Date, plannedMinutes: number): number {
  const minutes = Math.round((now.getTime() - shownAt.getTime()) / 60_000);
  return Math.max(0, Math.min(minutes, plannedMinutes * 3));
}

/** Spec 02 §9: the rounded percent correct. */
export function quizScore(correct: number, total: number): number {
  return total <= 0 ? 0 : Math.round((correct / total) * 100);
}

/** Quiz result bands (spec 02 §9): green from 80 ('Excellent work!'), yellow 60–79, red below 60. */
export type QuizBand = 'excellent' | 'fair' | 'poor';
export function quizBand(score: number): QuizBand {
  if (score >= 80) return 'excellent';
  return score >= 60 ? 'fair' : 'poor';
}

/** Whether a score lets the learner continue: any score without a pass mark. */
export function quizPassed(score: number, passMark: number | null): boolean {
  return passMark === null || score >= passMark;
}

/** 32-bit FNV-1a: a small stable hash for the option shuffle (not for security). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The order in which one learner sees a question's options: `order[displayed] = stored index`. Seeded by
 * the enrollment and the question, so the same learner always sees the same order (a reload does not
 * reshuffle) and the server maps answers back without storing anything.
 */
export function shuffledOrder(optionCount: number, seed: string): number[] {
  const order = Array.from({ length: optionCount }, (_, i) => i);
  let state = hash(seed) || 1;
  for (let i = order.length - 1; i > 0; i -= 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    const j = state % (i + 1);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

/** A course's training hours: its minutes in hours, to one decimal. */
export function courseHours(durationMinutes: number): number {
  return Math.round((durationMinutes / 60) * 10) / 10;
}

/** Done and remaining hours toward the required total, to one decimal. */
export function hoursTowardRequired(completedHours: number, requiredHours: number) {
  const done = Math.round(completedHours * 10) / 10;
  return { done, remaining: Math.max(0, Math.round((requiredHours - done) * 10) / 10) };
}
