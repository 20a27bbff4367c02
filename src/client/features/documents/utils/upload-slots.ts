import type { TFunction } from 'i18next';
import type { Journey } from '@shared/journey/journey.schema';
import type { UploadTarget } from '../api/upload-document';
import { familyStepLabel } from './document-labels';

export interface UploadSlotGroup {
  /** 'Step 4 · Document'. */
  group: string;
  items: { value: string; label: string }[];
}

export interface UploadSlots {
  groups: UploadSlotGroup[];
  /**
   * By document id, the target each choice uploads to (with the checklist's own, English, name), and whether
   * the item has a validity period (the dialog then asks for the date printed on the document).
   */
  targets: Map<string, UploadTarget & { expires: boolean }>;
}

/** The words of the choices, in the family's language. */
export interface UploadSlotWords {
  t: TFunction<'documents'>;
  /** A checklist name as the family reads it (useChecklistText().name). */
  documentName: (name: string) => string;
  /** The family's own status words (one vocabulary): "Rejected — please upload again". */
  status: (status: 'rejected' | 'expired') => string;
}

/**
 * The journey's file uploads that still wait for a file (pending) or for a replacement (rejected, expired), grouped by
 * step, for the dialog opened without a particular document ("Upload Docs").
 */
export function openUploadSlots(journey: Pick<Journey, 'steps'>, words: UploadSlotWords): UploadSlots {
  const { t } = words;
  const targets: UploadSlots['targets'] = new Map();
  const groups: UploadSlotGroup[] = [];
  for (const step of journey.steps) {
    const items = step.documents.flatMap((document) => {
      const status = document.rawStatus;
      if (
        document.type !== 'upload' ||
        (status !== 'pending' && status !== 'rejected' && status !== 'expired')
      )
        return [];
      const name = words.documentName(document.name);
      const owned = document.memberName
        ? t('slotPicker.itemForMember', { document: name, member: document.memberName })
        : name;
      const label =
        status === 'pending'
          ? owned
          : t('slotPicker.itemWithStatus', { item: owned, status: words.status(status) });
      targets.set(document.id, {
        documentId: document.id,
        stepId: step.id,
        documentName: document.name,
        expires: document.validityMonths !== null,
      });
      return [{ value: document.id, label }];
    });
    if (items.length > 0) groups.push({ group: familyStepLabel(t, step.id), items });
  }
  return { groups, targets };
}
