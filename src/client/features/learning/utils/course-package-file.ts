import { COURSE_PACKAGE_MAX_BYTES } from '@shared/learning/learning.limits';

/** 'trauma-informed-care.haven-course.json' */
export function packageFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'course'}.haven-course.json`;
}

/** Saves JSON as a file through a temporary link (the export route needs the bearer token). */
export function downloadJson(value: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export type PackageFileResult = { ok: true; package: unknown } | { ok: false; message: string };

/** A chosen package file read as JSON, or why it cannot be one (the server judges the contents). */
export async function readPackageFile(file: Blob): Promise<PackageFileResult> {
  if (file.size > COURSE_PACKAGE_MAX_BYTES) {
    return { ok: false, message: 'The file is larger than a course package can be (5 MB).' };
  }
  try {
    return { ok: true, package: JSON.parse(await file.text()) as unknown };
  } catch {
    return { ok: false, message: 'The file is not a course package (it is not JSON).' };
  }
}
