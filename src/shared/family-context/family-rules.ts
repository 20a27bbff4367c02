import { type CheckStatus, isCleared, overallCheckStatus } from '../background-checks/background-check-rules';
import { TOTAL_JOURNEY_STEPS } from '../journey/journey-steps';
import { daysUntil } from './task-rules';

/** Spec 01 §5 fallbacks when a lookup fails or finds nothing. */
export const TRAINING_FALLBACK = {
  requiredHours: 40,
  completedHours: 0,
  currentModule: 'Getting Started',
} as const;
export const STATS_FALLBACK = {
  currentStep: 1,
  totalSteps: TOTAL_JOURNEY_STEPS,
  trainingHours: TRAINING_FALLBACK.requiredHours,
} as const;

export type HouseholdGroup = 'applicant' | 'child' | 'adult';

/**
 * Spec 01 §3: role text matched case-insensitively. primary, co_applicant or co-applicant is an applicant;
 * child is a child; everything else counts as an adult.
 */
export function householdGroup(role: string): HouseholdGroup {
  const text = role.toLowerCase();
  if (text.includes('primary') || text.includes('co_applicant') || text.includes('co-applicant'))
    return 'applicant';
  if (text.includes('child')) return 'child';
  return 'adult';
}

/** The main contact: role primary_applicant or 'Primary Applicant' (any case). */
export function isPrimaryApplicant(role: string): boolean {
  const text = role.toLowerCase();
  return text === 'primary_applicant' || text === 'primary applicant';
}

/** Spec 01 §3: missing document keys are the lower-cased name with spaces turned into underscores. */
export function documentKey(name: string): string {
  return name.toLowerCase().replaceAll(' ', '_');
}

export interface DocumentFacts {
  documentName: string;
  required: boolean;
  status: string;
}

/** A copy that is with staff or accepted; rejected and expired items need a new one, pending ones a first. */
export const HANDED_IN_STATUSES = ['submitted', 'approved', 'completed'] as const;

/**
 * 'Documents x/y': y counts the required items staff have not waived, x those of them handed in
 * (HANDED_IN_STATUSES), so x never exceeds y and a waived item asks for nothing.
 */
export function documentCounts(documents: readonly DocumentFacts[]) {
  const required = documents.filter((d) => d.required && d.status !== 'waived');
  return {
    required: required.length,
    submitted: required.filter((d) => (HANDED_IN_STATUSES as readonly string[]).includes(d.status)).length,
    approved: documents.filter((d) => d.status === 'approved' || d.status === 'completed').length,
    rejected: documents.filter((d) => d.status === 'rejected').length,
    pending: documents.filter((d) => d.status === 'pending').length,
    missing: required.filter((d) => d.status === 'pending').map((d) => documentKey(d.documentName)),
  };
}

/**
 * A household member's files as the Household Information tile shows them: the share of their required items
 * handed in (documentCounts' rule); nothing asked of them is complete, 75% or more is nearly complete.
 */
export function memberProgress(submitted: number, required: number) {
  const completionRate = required === 0 ? 100 : Math.round((submitted / required) * 100);
  const status =
    completionRate >= 100 ? 'complete' : completionRate >= 75 ? 'nearly_complete' : 'in_progress';
  return { completionRate, status } as const;
}

export interface BackgroundCheckFacts {
  checkType: string;
  status: CheckStatus;
  submittedDate: string | null;
  expectedDate: string | null;
}

export type BackgroundCheckOverall = 'processing' | 'completed' | 'pending';

/**
 * Spec 01 §4's overall word over the recorded checks (processing while any is out, completed when all are back,
 * else pending), with the dates and the types cleared or exempted.
 */
export function backgroundCheckSummary(checks: readonly BackgroundCheckFacts[]) {
  const dates = (pick: (c: BackgroundCheckFacts) => string | null) =>
    checks
      .map(pick)
      .filter((d): d is string => d !== null)
      .sort();
  return {
    status: overallCheckStatus(checks.map((c) => c.status)),
    submittedDates: dates((c) => c.submittedDate),
    expectedDates: dates((c) => c.expectedDate),
    types: checks.map((c) => c.checkType),
    clearedTypes: checks.filter((c) => isCleared(c.status)).map((c) => c.checkType),
  };
}

/** Spec 01 §2: the daily quote is one of 15, chosen by day of year modulo 15. */
export function quoteIndex(date: Date, count = 15): number {
  const start = Date.UTC(date.getUTCFullYear(), 0, 0);
  const today = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const dayOfYear = Math.round((today - start) / 86_400_000);
  return dayOfYear % count;
}

/** First word of a name, for "Hi Maria". */
export function preferredFirstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

/** Whole days since the start date (YYYY-MM-DD). */
export function daysInProcess(startDate: string, now: Date): number {
  return Math.max(0, -daysUntil(startDate, now));
}
