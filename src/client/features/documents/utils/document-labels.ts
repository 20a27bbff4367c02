import type { DocumentStatus, ProcessingStatus } from '@shared/documents/documents.schema';
import { JOURNEY_STEPS } from '@shared/journey/journey-steps';

interface BadgeLook {
  label: string;
  color: string;
}

export const DOCUMENT_STATUS_LOOK: Record<DocumentStatus, BadgeLook> = {
  pending: { label: 'Not uploaded', color: 'gray' },
  submitted: { label: 'Submitted', color: 'blue' },
  completed: { label: 'Completed', color: 'teal' },
  approved: { label: 'Approved', color: 'teal' },
  rejected: { label: 'Rejected', color: 'red' },
};

export const PROCESSING_STATUS_LOOK: Record<ProcessingStatus, BadgeLook> = {
  pending: { label: 'Queued', color: 'gray' },
  processing: { label: 'Processing', color: 'blue' },
  completed: { label: 'Processed', color: 'teal' },
  failed: { label: 'Processing failed', color: 'red' },
};

/**
 * Every status, from the label maps: the typed Record keeps them complete, and the client does not import
 * the zod schema module for two lists (zod would add ~20 KiB gzipped to the staff pages).
 */
export const DOCUMENT_STATUS_VALUES = Object.keys(DOCUMENT_STATUS_LOOK) as DocumentStatus[];
export const PROCESSING_STATUS_VALUES = Object.keys(PROCESSING_STATUS_LOOK) as ProcessingStatus[];

/** 'Step 4 · Document'. */
export function stepLabel(stepId: number): string {
  const step = JOURNEY_STEPS.find((candidate) => candidate.id === stepId);
  return step ? `Step ${step.id} · ${step.title}` : `Step ${stepId}`;
}

const HISTORY_ACTIONS: Record<string, string> = {
  'document.uploaded': 'Uploaded by the family',
  'document.processed': 'Processed (cleaned, read and classified)',
  'document.processing_failed': 'Processing failed',
  'document.reprocess_requested': 'Processing requested again',
  'document.approved': 'Approved',
  'document.rejected': 'Rejected',
};

/** A history entry's action in words; an action this client does not know yet is shown as it is. */
export function historyActionLabel(action: string): string {
  return HISTORY_ACTIONS[action] ?? action;
}

const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment as its day in the viewer's time zone: 'Mar 5, 2026'. */
export function formatDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}

/** A moment in the viewer's time zone: 'Mar 5, 2026, 2:15 PM'. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** '1.2 MB', '340 KB', '12 bytes'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Classification confidence 0..1 as '87%'. */
export function confidencePercent(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}
