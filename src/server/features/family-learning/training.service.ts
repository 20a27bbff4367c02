import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { hoursTowardRequired } from '@shared/family-learning/family-learning-rules';
import type {
  OutsideTrainingFieldsSchema,
  TrainingLedger,
} from '@shared/family-learning/training-ledger.schema';
import { TRAINING_FALLBACK } from '@shared/family-context/family-rules';
import type { Conn, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import type { ServedFile } from '../../lib/http/send-file';
import type { Upload } from '../../lib/http/read-upload';
import { inspectUpload } from '../documents/file-inspection';
import * as repo from './training.repository';

/** The family detail page is where staff see and add to the ledger: the families permission. */
const PERMISSION = 'manage_families';

const familyNotFound = () => new AppError('NOT_FOUND', { message: 'Family not found.' });
const round1 = (hours: number) => Math.round(hours * 10) / 10;

/** A completed course's hours join the family's training (once per enrollment). */
export async function addCourseHours(
  tx: Tx,
  entry: { familyId: string; enrollmentId: string; title: string; hours: number; at: Date },
): Promise<void> {
  await repo.addTrainingEntry(tx, {
    familyId: entry.familyId,
    source: 'course',
    enrollmentId: entry.enrollmentId,
    title: entry.title,
    hours: entry.hours,
    completedOn: entry.at.toISOString().slice(0, 10),
  });
}

/** The family's training ledger: course hours and outside trainings toward the required hours. */
export async function getTrainingLedger(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
): Promise<TrainingLedger> {
  requireStaffPermission(caller, PERMISSION);
  if (!(await repo.familyExists(ctx.db, familyId))) throw familyNotFound();
  const [totals, entries] = await Promise.all([
    repo.findTrainingTotals(ctx.db, familyId),
    repo.listTrainingEntries(ctx.db, familyId),
  ]);
  const requiredHours = totals?.requiredHours ?? TRAINING_FALLBACK.requiredHours;
  const { done, remaining } = hoursTowardRequired(
    totals?.completedHours ?? TRAINING_FALLBACK.completedHours,
    requiredHours,
  );
  const ledgerHours = entries.reduce((sum, entry) => sum + entry.hours, 0);
  return {
    requiredHours,
    completedHours: done,
    remainingHours: remaining,
    earlierHours: Math.max(0, round1(done - ledgerHours)),
    entries: entries.map(({ fileStorageKey, fileMimeType: _fileMimeType, ...entry }) => ({
      ...entry,
      hasCertificateFile: fileStorageKey !== null,
    })),
  };
}

/**
 * Records an outside training with its certificate (a PDF or a photo, judged by its bytes): its hours join
 * the family's total. The file is stored first and removed again if the row cannot be written.
 */
export async function recordOutsideTraining(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
  upload: Upload<z.output<typeof OutsideTrainingFieldsSchema>>,
): Promise<TrainingLedger> {
  requireStaffPermission(caller, PERMISSION);
  if (!(await repo.familyExists(ctx.db, familyId))) throw familyNotFound();
  const [file] = upload.files;
  if (!file) throw new AppError('VALIDATION_FAILED', { message: 'Choose the certificate file.' });
  const inspected = await inspectUpload(file.bytes, file.filename);
  if ('rejected' in inspected)
    throw new AppError(inspected.rejected.code, { message: inspected.rejected.message });
  const { mimeType, extension } = inspected.accepted;
  const key = `${familyId}/training/${randomUUID()}.${extension}`;
  await ctx.storage.put(key, file.bytes, mimeType);
  try {
    await ctx.db.transaction(async (tx) => {
      const entry = await repo.addTrainingEntry(tx, {
        familyId,
        source: 'outside',
        title: upload.fields.title,
        hours: upload.fields.hours,
        completedOn: upload.fields.completedOn,
        fileStorageKey: key,
        fileMimeType: mimeType,
        fileSizeBytes: file.bytes.length,
        recordedBy: caller.actor.userId,
      });
      await writeAudit(tx, caller.actor, {
        action: 'training.outside_recorded',
        objectType: 'family_training_entry',
        objectId: entry?.id,
        familyId,
        details: { title: upload.fields.title, hours: upload.fields.hours },
      });
    });
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  return getTrainingLedger(ctx, caller, familyId);
}

/** An outside training's certificate file. */
export async function getTrainingCertificateFile(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
  entryId: string,
): Promise<ServedFile> {
  requireStaffPermission(caller, PERMISSION);
  const row = await repo.findTrainingFile(ctx.db, familyId, entryId);
  if (!row?.key || !row.mimeType) throw new AppError('NOT_FOUND', { message: 'No certificate file.' });
  const stored = await ctx.storage.get(row.key);
  const extension = row.key.slice(row.key.lastIndexOf('.') + 1);
  return {
    body: stored.body,
    size: stored.size,
    contentType: row.mimeType,
    filename: `training-certificate.${extension}`,
  };
}

/** A family's training entries with their certificate files, for the approval packet (decision 045): no caller check. */
export async function trainingEntriesWithFiles(db: Conn, familyId: string) {
  return repo.listTrainingEntries(db, familyId);
}
