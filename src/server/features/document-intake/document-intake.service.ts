import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  FileIntakeAttachmentBody,
  IntakeAttachment,
  IntakeFamily,
  IntakeQueuePage,
} from '@shared/document-intake/document-intake.schema';
import type { StaffUploadResponse } from '@shared/documents/documents.schema';
import { downloadFilename, fileKindOfMime } from '@shared/documents/file-kinds';
import { queryRows } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Actor, type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import type { ServedFile } from '../../lib/http/send-file';
import { readAll, StorageNotFoundError } from '../../lib/storage/storage';
import { intakeAttachmentStorageKey } from '../../lib/storage/storage-key';
import { checkFile } from '../documents/document-upload.service';
import { handInForFamily } from '../documents/staff-upload.service';
import { familyPortalJsonParts, intakeEmailOf } from '../system-config/system-config.service';
import * as repo from './document-intake.repository';

/**
 * The e-mail intake (issue 50): mail to the agency's intake address lands here, one queue row per attachment,
 * tied to the family whose case number the subject names; staff file each to a checklist item through the
 * upload path (the same checks again, "added by staff") or discard it. Attachments are only ever stored and
 * served as files of the type their bytes are; nothing in a message is run or rendered.
 */

/** The agency's intake address now (System Configuration's `intake_email`, else the default). */
export async function intakeAddress(ctx: AppContext): Promise<string> {
  const [row] = await queryRows(
    ctx.db,
    z.object({ value: z.unknown() }),
    sql`select ${familyPortalJsonParts.intakeEmail()} as value`,
  );
  return intakeEmailOf(row?.value);
}

/** Case numbers as Haven writes them (HVN-2026-0001), anywhere in a subject. */
const CASE_NUMBER = /\b[A-Z]{2,6}-\d{4}-\d{3,6}\b/gi;

export interface IncomingMail {
  from: string;
  subject: string;
  attachments: { filename: string | undefined; content: Buffer }[];
}

/** Why a message is refused at DATA: nothing in it for the queue. */
export class NoAttachmentsError extends Error {}

const SYSTEM: Actor = { userId: null, email: null, ip: null, userAgent: 'intake-smtp' };

/**
 * Queues a received message's attachments: each is checked as an upload would be; one that passes is stored
 * (under a generated key) and waits, one that fails is kept as refused with the reason, without its bytes.
 */
export async function receiveIntakeMail(ctx: AppContext, mail: IncomingMail, remoteAddress: string | null) {
  if (mail.attachments.length === 0) throw new NoAttachmentsError('The message has no attachments.');
  const candidates = [...new Set(mail.subject.match(CASE_NUMBER) ?? [])];
  const [family] = await repo.findFamiliesByCaseNumber(ctx.db, candidates);
  const messageId = randomUUID();
  const receivedAt = ctx.now();
  const rows: repo.NewIntakeAttachment[] = [];
  const stored: string[] = [];
  try {
    for (const attachment of mail.attachments) {
      const id = randomUUID();
      const filename = (attachment.filename ?? '').trim() || 'attachment';
      const check = await checkFile(ctx, attachment.content, filename);
      const base = {
        id,
        messageId,
        receivedAt,
        fromAddress: mail.from,
        subject: mail.subject,
        familyId: family?.id ?? null,
        filename,
        sizeBytes: attachment.content.length,
      };
      if ('refused' in check) {
        rows.push({ ...base, status: 'refused', refusedReason: check.refused });
        continue;
      }
      const storageKey = intakeAttachmentStorageKey({
        attachmentId: id,
        at: receivedAt,
        extension: check.accepted.extension,
      });
      await ctx.storage.put(storageKey, attachment.content, check.accepted.mimeType);
      stored.push(storageKey);
      rows.push({ ...base, status: 'waiting', mimeType: check.accepted.mimeType, storageKey });
    }
    await ctx.db.transaction(async (tx) => {
      await repo.insertAttachments(tx, rows);
      await writeAudit(
        tx,
        { ...SYSTEM, ip: remoteAddress },
        {
          action: 'document_intake.received',
          objectType: 'document_intake',
          objectId: messageId,
          familyId: family?.id ?? null,
          details: {
            from: mail.from,
            subject: mail.subject,
            attachments: rows.length,
            refused: rows.filter((row) => row.status === 'refused').length,
            caseNumber: family?.caseNumber ?? null,
          },
        },
      );
    });
  } catch (error) {
    await Promise.allSettled(stored.map((key) => ctx.storage.delete(key)));
    throw error;
  }
  return { familyId: family?.id ?? null, attachments: rows.length };
}

type QueueRow = Awaited<ReturnType<typeof repo.listQueue>>['rows'][number];

function toIntakeAttachment({ attachment: a, family, ...row }: QueueRow): IntakeAttachment {
  return {
    id: a.id,
    receivedAt: a.receivedAt.toISOString(),
    fromAddress: a.fromAddress,
    subject: a.subject,
    family: family?.id ? (family as IntakeFamily) : null,
    filename: a.filename,
    mimeType: a.mimeType,
    sizeBytes: a.sizeBytes,
    status: a.status,
    refusedReason: a.refusedReason,
    hasFile: a.storageKey !== null,
    filedTo:
      a.documentId && row.filedDocumentName
        ? { documentId: a.documentId, documentName: row.filedDocumentName, familyName: row.filedFamilyName }
        : null,
    handledByName: row.handledByName,
    handledAt: a.handledAt?.toISOString() ?? null,
  };
}

export async function listIntakeQueue(
  ctx: AppContext,
  caller: Caller,
  query: { view: 'open' | 'handled'; page: number; pageSize: number },
): Promise<IntakeQueuePage> {
  requireStaffPermission(caller, 'manage_documents');
  const [{ rows, total }, address] = await Promise.all([
    repo.listQueue(ctx.db, query.view, query.pageSize, (query.page - 1) * query.pageSize),
    intakeAddress(ctx),
  ]);
  return {
    items: rows.map(toIntakeAttachment),
    total,
    page: query.page,
    pageSize: query.pageSize,
    intakeAddress: address,
  };
}

const FAMILY_SEARCH_LIMIT = 20;

export async function searchIntakeFamilies(
  ctx: AppContext,
  caller: Caller,
  search: string | undefined,
): Promise<IntakeFamily[]> {
  requireStaffPermission(caller, 'manage_documents');
  return repo.searchFamilies(ctx.db, search, FAMILY_SEARCH_LIMIT);
}

const notFound = () => new AppError('NOT_FOUND', { message: 'No e-mailed attachment with this id.' });
const alreadyHandled = () =>
  new AppError('CONFLICT', { message: 'This attachment has been filed or discarded already.' });

/** A waiting attachment's bytes, to look at before filing it. */
export async function getIntakeAttachmentFile(
  ctx: AppContext,
  caller: Caller,
  attachmentId: string,
): Promise<ServedFile> {
  requireStaffPermission(caller, 'manage_documents');
  const row = await repo.findAttachment(ctx.db, attachmentId);
  if (!row?.storageKey || !row.mimeType) throw notFound();
  const object = await ctx.storage.get(row.storageKey).catch((error: unknown) => {
    throw error instanceof StorageNotFoundError ? notFound() : error;
  });
  const name = row.filename.replace(/\.[^.]*$/, '');
  return {
    ...object,
    contentType: row.mimeType,
    filename: downloadFilename(name, fileKindOfMime(row.mimeType)),
  };
}

/**
 * Files a waiting attachment to a family's upload item, through the staff upload path: the same checks run
 * again, and the item reads "added by staff". The queue row is marked filed in the same transaction.
 */
export async function fileIntakeAttachment(
  ctx: AppContext,
  caller: Caller,
  attachmentId: string,
  body: FileIntakeAttachmentBody,
): Promise<StaffUploadResponse> {
  const staff = requireStaffPermission(caller, 'manage_documents');
  const row = await repo.findAttachment(ctx.db, attachmentId);
  if (!row) throw notFound();
  if (row.status === 'refused')
    throw new AppError('CONFLICT', {
      message: `This attachment was refused and cannot be filed: ${row.refusedReason ?? ''}`.trim(),
    });
  if (row.status !== 'waiting' || !row.storageKey) throw alreadyHandled();
  const bytes = await readAll((await ctx.storage.get(row.storageKey)).body);
  const result = await handInForFamily(ctx, caller, {
    documentId: body.documentId,
    files: [{ filename: row.filename, bytes }],
    via: 'email',
    alsoInTransaction: async (tx, document) => {
      const marked = await repo.markHandled(tx, attachmentId, {
        status: 'filed',
        documentId: document.id,
        handledBy: staff.userId,
        handledAt: ctx.now(),
      });
      if (!marked) throw alreadyHandled();
    },
  });
  await Promise.allSettled([ctx.storage.delete(row.storageKey)]);
  return result;
}

/** Discards an attachment (waiting or refused): its bytes are deleted, the row stays as a record. */
export async function discardIntakeAttachment(
  ctx: AppContext,
  caller: Caller,
  attachmentId: string,
): Promise<void> {
  const staff = requireStaffPermission(caller, 'manage_documents');
  const row = await repo.findAttachment(ctx.db, attachmentId);
  if (!row) throw notFound();
  await ctx.db.transaction(async (tx) => {
    const marked = await repo.markHandled(tx, attachmentId, {
      status: 'discarded',
      handledBy: staff.userId,
      handledAt: ctx.now(),
    });
    if (!marked) throw alreadyHandled();
    await writeAudit(tx, caller.actor, {
      action: 'document_intake.discarded',
      objectType: 'document_intake',
      objectId: attachmentId,
      familyId: row.familyId,
      details: { filename: row.filename, from: row.fromAddress },
    });
  });
  if (row.storageKey) await Promise.allSettled([ctx.storage.delete(row.storageKey)]);
}
