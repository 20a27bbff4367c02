import { z } from 'zod';

/** Whether file storage takes writes, and if not why: its disk (or bucket) is full, read-only, or unreachable. */
export const STORAGE_CONDITIONS = ['ok', 'full', 'read_only', 'unavailable'] as const;
export type StorageCondition = (typeof STORAGE_CONDITIONS)[number];

/** GET /api/staff/system-status: what staff are told on the dashboard when a part of Haven is not working. */
export const SystemStatusSchema = z.object({ storage: z.enum(STORAGE_CONDITIONS) });
export type SystemStatus = z.infer<typeof SystemStatusSchema>;
