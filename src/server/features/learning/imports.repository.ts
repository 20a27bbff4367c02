import { count, desc, eq, sql } from 'drizzle-orm';
import type { CourseImport } from '@shared/learning/course-package.schema';
import type { Conn } from '../../db/client';
import { courseImports } from '../../db/schema';
import { staffNameOf } from './courses.repository';

/** Import type of a Haven course package (course_imports.import_type). */
const PACKAGE_IMPORT = 'haven_package';

const importAuthor = sql`${sql.identifier('course_imports')}.${sql.identifier('created_by')}`;

const importFields = {
  id: courseImports.id,
  status: courseImports.importStatus,
  courseId: courseImports.courseId,
  metadata: courseImports.metadata,
  errorMessage: courseImports.errorMessage,
  createdByName: staffNameOf(importAuthor),
  createdAt: courseImports.createdAt,
};

function toImport(row: {
  id: string;
  status: CourseImport['status'];
  courseId: string | null;
  metadata: { fileName?: string | null; courseTitle?: string; lessonCount?: number };
  errorMessage: string | null;
  createdByName: string | null;
  createdAt: Date;
}): CourseImport {
  return {
    id: row.id,
    status: row.status,
    fileName: row.metadata.fileName ?? null,
    courseId: row.courseId,
    courseTitle: row.metadata.courseTitle ?? null,
    lessonCount: row.metadata.lessonCount ?? null,
    errorMessage: row.errorMessage,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function insertImport(db: Conn, values: { createdBy: string; fileName: string | null }) {
  const [row] = await db
    .insert(courseImports)
    .values({
      importType: PACKAGE_IMPORT,
      importStatus: 'pending',
      createdBy: values.createdBy,
      metadata: { fileName: values.fileName },
    })
    .returning({ id: courseImports.id });
  if (!row) throw new Error('import insert returned nothing');
  return row.id;
}

export async function failImport(db: Conn, importId: string, errorMessage: string) {
  await db
    .update(courseImports)
    .set({ importStatus: 'failed', errorMessage })
    .where(eq(courseImports.id, importId));
}

export async function completeImport(
  db: Conn,
  importId: string,
  result: { courseId: string; courseTitle: string; lessonCount: number },
) {
  await db
    .update(courseImports)
    .set({
      importStatus: 'completed',
      courseId: result.courseId,
      metadata: sql`${courseImports.metadata} || ${JSON.stringify({
        courseTitle: result.courseTitle,
        lessonCount: result.lessonCount,
      })}::jsonb`,
    })
    .where(eq(courseImports.id, importId));
}

export async function findImport(db: Conn, importId: string): Promise<CourseImport | undefined> {
  const [row] = await db.select(importFields).from(courseImports).where(eq(courseImports.id, importId));
  return row && toImport(row);
}

export async function listImports(db: Conn, { page, pageSize }: { page: number; pageSize: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(importFields)
      .from(courseImports)
      .orderBy(desc(courseImports.createdAt), desc(courseImports.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(courseImports),
  ]);
  return { rows: rows.map(toImport), total: total?.total ?? 0 };
}
