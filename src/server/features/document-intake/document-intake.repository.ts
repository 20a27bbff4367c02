import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { IntakeAttachmentStatus } from '@shared/document-intake/document-intake.schema';
import type { Conn } from '../../db/client';
import { staffNameOf } from '../../db/family-scope';
import { documentIntakeAttachments, families, familyDocuments } from '../../db/schema';
import { containsPattern } from '../../lib/contains-pattern';

export type IntakeAttachmentRow = typeof documentIntakeAttachments.$inferSelect;
export type NewIntakeAttachment = typeof documentIntakeAttachments.$inferInsert;

const familyName = (table: { familyName: AnyPgColumn; primaryContactName: AnyPgColumn }) =>
  sql<string>`coalesce(${table.familyName}, ${table.primaryContactName})`;

/** The families whose case number is one of `caseNumbers` (compared without case). */
export async function findFamiliesByCaseNumber(db: Conn, caseNumbers: readonly string[]) {
  if (caseNumbers.length === 0) return [];
  return db
    .select({ id: families.id, caseNumber: families.caseNumber })
    .from(families)
    .where(
      inArray(
        sql`upper(${families.caseNumber})`,
        caseNumbers.map((caseNumber) => caseNumber.toUpperCase()),
      ),
    );
}

export async function insertAttachments(db: Conn, rows: NewIntakeAttachment[]) {
  if (rows.length > 0) await db.insert(documentIntakeAttachments).values(rows);
}

const OPEN: readonly IntakeAttachmentStatus[] = ['waiting', 'refused'];
const HANDLED: readonly IntakeAttachmentStatus[] = ['filed', 'discarded'];

const matchedFamily = alias(families, 'matched_family');
const filedFamily = alias(families, 'filed_family');

/** One page of the queue, newest first, with the matched family, the item it was filed to and who handled it. */
export async function listQueue(db: Conn, view: 'open' | 'handled', limit: number, offset: number) {
  const where = inArray(documentIntakeAttachments.status, [...(view === 'open' ? OPEN : HANDLED)]);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        attachment: documentIntakeAttachments,
        family: {
          id: matchedFamily.id,
          familyName: familyName(matchedFamily),
          caseNumber: matchedFamily.caseNumber,
        },
        filedDocumentName: familyDocuments.documentName,
        filedFamilyName: familyName(filedFamily),
        handledByName: staffNameOf(sql`${documentIntakeAttachments.handledBy}`),
      })
      .from(documentIntakeAttachments)
      .leftJoin(matchedFamily, eq(matchedFamily.id, documentIntakeAttachments.familyId))
      .leftJoin(familyDocuments, eq(familyDocuments.id, documentIntakeAttachments.documentId))
      .leftJoin(filedFamily, eq(filedFamily.id, familyDocuments.familyId))
      .where(where)
      .orderBy(desc(documentIntakeAttachments.receivedAt), asc(documentIntakeAttachments.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(documentIntakeAttachments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findAttachment(db: Conn, attachmentId: string) {
  const [row] = await db
    .select()
    .from(documentIntakeAttachments)
    .where(eq(documentIntakeAttachments.id, attachmentId));
  return row;
}

/**
 * Marks a waiting attachment handled (filed to `documentId`, or discarded; a refused one may only be
 * discarded); its bytes are no longer the queue's. Undefined when it was not in a state to be handled.
 */
export async function markHandled(
  db: Conn,
  attachmentId: string,
  change: { status: 'filed' | 'discarded'; documentId?: string; handledBy: string; handledAt: Date },
) {
  const from: IntakeAttachmentStatus[] = change.status === 'filed' ? ['waiting'] : ['waiting', 'refused'];
  const [row] = await db
    .update(documentIntakeAttachments)
    .set({ ...change, storageKey: null })
    .where(
      and(eq(documentIntakeAttachments.id, attachmentId), inArray(documentIntakeAttachments.status, from)),
    )
    .returning({ id: documentIntakeAttachments.id });
  return row;
}

/** Families by name or case number, for filing an attachment (at most `limit`). */
export async function searchFamilies(db: Conn, search: string | undefined, limit: number) {
  const pattern = search ? containsPattern(search) : undefined;
  return db
    .select({ id: families.id, familyName: familyName(families), caseNumber: families.caseNumber })
    .from(families)
    .where(
      pattern
        ? or(
            ilike(families.familyName, pattern),
            ilike(families.primaryContactName, pattern),
            ilike(families.caseNumber, pattern),
          )
        : undefined,
    )
    .orderBy(asc(sql`lower(${familyName(families)})`), asc(families.id))
    .limit(limit);
}
