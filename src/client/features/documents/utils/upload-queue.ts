/** One file of the Photo tab on its way to the server. */
export interface UploadItem {
  id: string;
  fileName: string;
  sizeBytes: number;
  status: 'queued' | 'uploading' | 'succeeded' | 'failed';
  /** Percent of the bytes sent, 0..100. */
  percent: number;
  /** Why it failed, for the row and the toast. */
  error: string | null;
}

export type UploadQueueAction =
  | { type: 'added'; items: { id: string; fileName: string; sizeBytes: number }[] }
  | { type: 'progress'; id: string; loaded: number; total: number }
  | { type: 'succeeded'; id: string }
  | { type: 'failed'; id: string; error: string }
  | { type: 'cleared' };

/** Whole percent, never 100 before the server has answered (the last bytes still need saving). */
export function sentPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(99, Math.floor((loaded / total) * 100));
}

function update(items: UploadItem[], id: string, patch: Partial<UploadItem>): UploadItem[] {
  return items.map((item) => (item.id === id ? { ...item, ...patch } : item));
}

/** State of the Photo tab's uploads; each file has its own progress and result. */
export function uploadQueueReducer(items: UploadItem[], action: UploadQueueAction): UploadItem[] {
  switch (action.type) {
    case 'added':
      return [
        ...items,
        ...action.items.map((item) => ({ ...item, status: 'queued' as const, percent: 0, error: null })),
      ];
    case 'progress':
      return update(items, action.id, {
        status: 'uploading',
        percent: sentPercent(action.loaded, action.total),
      });
    case 'succeeded':
      return update(items, action.id, { status: 'succeeded', percent: 100, error: null });
    case 'failed':
      return update(items, action.id, { status: 'failed', error: action.error });
    case 'cleared':
      return [];
  }
}

export interface UploadSummary {
  total: number;
  succeeded: number;
  failed: number;
  /** Queued or uploading. */
  active: number;
}

export function summarizeUploads(items: readonly UploadItem[]): UploadSummary {
  const count = (status: UploadItem['status']) => items.filter((item) => item.status === status).length;
  const succeeded = count('succeeded');
  const failed = count('failed');
  return { total: items.length, succeeded, failed, active: items.length - succeeded - failed };
}

/**
 * Runs `tasks` with at most `limit` at a time, in order; resolves when all have settled. A phone on a slow
 * connection uploads a handful of photos better side by side than all at once.
 */
export async function runLimited(tasks: readonly (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next]!;
      next += 1;
      await task().catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
}
