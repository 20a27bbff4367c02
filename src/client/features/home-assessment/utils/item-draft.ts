import { addDays, agencyDate } from '@shared/analytics/analytics-range';
import type { ItemResult } from '@shared/home-assessment/home-assessment-rules';
import { CORRECTION_DEFAULT_DAYS } from '@shared/home-assessment/home-assessment.limits';
import {
  RecordItemBodySchema,
  type RecordItemBody,
  type StaffAssessmentItem,
} from '@shared/home-assessment/home-assessment.schema';

/**
 * What the caseworker has chosen and typed for one item, saved or not. The card keeps it beside the item it
 * started from, so a fresh read never erases typing and a colleague's save is seen instead of overwritten.
 */
export interface ItemDraft {
  result: ItemResult | null;
  note: string;
  /** YYYY-MM-DD; used only for 'needs_correction'. */
  dueDate: string;
}

type SavedValues = Pick<StaffAssessmentItem, 'result' | 'note' | 'correction'>;

/** A correction is due CORRECTION_DEFAULT_DAYS after today, on the agency's calendar. */
export const defaultDueDate = (now: Date) => addDays(agencyDate(now), CORRECTION_DEFAULT_DAYS);

export function draftOf(item: SavedValues, now: Date): ItemDraft {
  return { result: item.result, note: item.note, dueDate: item.correction?.dueDate ?? defaultDueDate(now) };
}

/** Whether the draft says something the saved item does not (the note compared as it would be sent). */
export function isDirty(draft: ItemDraft, item: SavedValues): boolean {
  if (draft.result !== item.result || draft.note.trim() !== item.note) return true;
  return draft.result === 'needs_correction' && draft.dueDate !== item.correction?.dueDate;
}

export function recordBody(draft: ItemDraft & { result: ItemResult }, version: number): RecordItemBody {
  return {
    result: draft.result,
    note: draft.note.trim(),
    correctionDueDate: draft.result === 'needs_correction' && draft.dueDate ? draft.dueDate : undefined,
    version,
  };
}

/** Why the draft cannot be sent yet, in the words the server would answer with; null when it can. */
export function draftProblem(draft: ItemDraft, now: Date): string | null {
  if (draft.result === null) return 'Choose Pass, Needs correction or Not applicable to save this item.';
  const parsed = RecordItemBodySchema.safeParse(recordBody({ ...draft, result: draft.result }, 0));
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Check this item.';
  if (draft.result === 'needs_correction' && draft.dueDate < agencyDate(now))
    return 'The due date cannot be in the past.';
  return null;
}

/**
 * What a card does when a read brings its item: `keep` (nothing newer than the draft's base), `adopt` (newer,
 * and the draft has nothing of its own that differs from it), `conflict` (someone saved it meanwhile and the
 * caseworker has other, unsaved values: both are shown, nothing is overwritten).
 */
export function syncWithSaved(
  basedOn: Pick<StaffAssessmentItem, 'version'> & SavedValues,
  draft: ItemDraft,
  item: Pick<StaffAssessmentItem, 'version'> & SavedValues,
): 'keep' | 'adopt' | 'conflict' {
  if (item.version <= basedOn.version) return 'keep';
  return isDirty(draft, basedOn) && isDirty(draft, item) ? 'conflict' : 'adopt';
}

/** "5 of 13 checked · 2 open · 1 answered by the family". */
export function figuresLine(figures: {
  total: number;
  checked: number;
  open: number;
  answered: number;
}): string {
  return `${figures.checked} of ${figures.total} checked · ${figures.open} open · ${figures.answered} answered by the family`;
}
