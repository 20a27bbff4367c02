import {
  type AssessmentStatus,
  isItemOpen,
  type PhotoSource,
} from '@shared/home-assessment/home-assessment-rules';
import type {
  AssessmentPhoto,
  StaffAssessmentItem,
  StaffHomeAssessment,
} from '@shared/home-assessment/home-assessment.schema';
import type * as repo from './home-assessment.repository';

/** The rows of one family's assessment, read together. */
export interface AssessmentRows {
  assessment: repo.AssessmentRow | undefined;
  types: repo.ItemTypeRow[];
  results: repo.ResultRow[];
  photos: repo.PhotoRow[];
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function statusOf(assessment: repo.AssessmentRow | undefined): AssessmentStatus {
  if (!assessment) return 'not_started';
  return assessment.completedAt ? 'completed' : 'in_progress';
}

/** Where the staff (any family's, by id) or the family (its own) reads a photo and its thumbnail. */
export function photoView(
  photo: Pick<repo.PhotoRow, 'id' | 'source' | 'createdAt' | 'byName'>,
  base: string,
): AssessmentPhoto {
  const url = `${base}/home-assessment/photos/${photo.id}/file`;
  return {
    id: photo.id,
    source: photo.source as PhotoSource,
    url,
    thumbnailUrl: `${url}?variant=thumbnail`,
    takenAt: photo.createdAt.toISOString(),
    byName: photo.byName,
  };
}

export const staffPhotoBase = (familyId: string) => `/api/staff/families/${familyId}`;
export const FAMILY_PHOTO_BASE = '/api/family';

/**
 * The items of an assessment: the agency's active items and any item switched off since that was recorded; a
 * completed assessment shows what it recorded.
 */
function itemsOf({ assessment, types, results }: AssessmentRows) {
  const recorded = new Map(results.map((row) => [row.itemKey, row]));
  return types
    .filter((type) => recorded.has(type.key) || (type.active && !assessment?.completedAt))
    .map((type) => ({ type, result: recorded.get(type.key) }));
}

export function itemView(
  type: repo.ItemTypeRow,
  result: repo.ResultRow | undefined,
  photos: readonly repo.PhotoRow[],
  familyId: string,
): StaffAssessmentItem {
  const facts = { result: result?.result ?? null, correctionStatus: result?.correctionStatus ?? null };
  return {
    key: type.key,
    name: type.name,
    guidance: type.guidance,
    result: facts.result,
    note: result?.note ?? '',
    version: result?.version ?? 0,
    correction:
      result?.correctionStatus && result.correctionDueDate
        ? {
            dueDate: result.correctionDueDate,
            status: result.correctionStatus,
            familyNote: result.familyNote,
            answeredAt: iso(result.answeredAt),
            staffReply: result.staffReply,
            decidedAt: iso(result.decidedAt),
          }
        : null,
    photos: photos
      .filter((photo) => photo.itemKey === type.key)
      .map((photo) => photoView(photo, staffPhotoBase(familyId))),
    open: isItemOpen(facts),
    updatedAt: iso(result?.updatedAt ?? null),
    updatedByName: result?.updatedByName ?? null,
  };
}

export function assessmentView(rows: AssessmentRows, familyId: string): StaffHomeAssessment {
  const items = itemsOf(rows).map(({ type, result }) => itemView(type, result, rows.photos, familyId));
  return {
    status: statusOf(rows.assessment),
    startedAt: iso(rows.assessment?.startedAt ?? null),
    completedAt: iso(rows.assessment?.completedAt ?? null),
    completedByName: rows.assessment?.completedByName ?? null,
    items,
    figures: {
      total: items.length,
      checked: items.filter((item) => item.result !== null).length,
      open: items.filter((item) => item.open).length,
      answered: items.filter((item) => item.correction?.status === 'answered').length,
    },
  };
}
