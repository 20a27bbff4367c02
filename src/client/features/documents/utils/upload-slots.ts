import type { Journey } from '@shared/journey/journey.schema';
import type { UploadTarget } from '../api/upload-document';
import { statusLook } from '@client/lib/status-looks';

export interface UploadSlotGroup {
  /** 'Step 4 · Document'. */
  group: string;
  items: { value: string; label: string }[];
}

export interface UploadSlots {
  groups: UploadSlotGroup[];
  /** By document id, the target each choice uploads to. */
  targets: Map<string, UploadTarget>;
}

/**
 * The journey's file uploads that still wait for a file (pending) or for a replacement (rejected, expired), grouped by
 * step, for the dialog opened without a particular document ("Upload Docs").
 */
export function openUploadSlots(journey: Pick<Journey, 'steps'>): UploadSlots {
  const targets = new Map<string, UploadTarget>();
  const groups: UploadSlotGroup[] = [];
  for (const step of journey.steps) {
    const items = step.documents
      .filter(
        (document) =>
          document.type === 'upload' &&
          (document.rawStatus === 'pending' ||
            document.rawStatus === 'rejected' ||
            document.rawStatus === 'expired'),
      )
      .map((document) => {
        const owner = document.memberName ? ` (${document.memberName})` : '';
        // The family's own status words (one vocabulary): "Rejected — please upload again".
        const replacement =
          document.rawStatus === 'pending'
            ? ''
            : ` · ${statusLook('familyDocument', document.rawStatus).label}`;
        targets.set(document.id, { documentId: document.id, stepId: step.id, documentName: document.name });
        return { value: document.id, label: `${document.name}${owner}${replacement}` };
      });
    if (items.length > 0) groups.push({ group: `Step ${step.id} · ${step.title}`, items });
  }
  return { groups, targets };
}
