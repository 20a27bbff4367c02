import type {
  Certificate,
  CertificateVerification,
  IssueCertificateBody,
} from '@shared/family-learning/family-learning.schema';
import { courseIn } from '@shared/learning/course-translations';
import { certificateIdOf, certificateVerificationPath } from '@shared/family-learning/family-learning-rules';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireFamily } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { loadSealIdentity, sealPdf } from '../signing/agency-seal';
import { certificatePdfDocument } from './certificate-pdf';
import * as repo from './family-learning.repository';
import { learnerEnrollment, learnerLanguage, learningError } from './learner-access.service';

type CertificateRow = NonNullable<Awaited<ReturnType<typeof repo.findCertificate>>>;

const noCertificate = () => learningError('NOT_FOUND', 'errors.learning.noCertificate');

function toCertificate(row: CertificateRow): Certificate {
  return {
    certificateId: row.certificateId,
    recipientName: row.recipientName,
    courseTitle: row.courseTitle,
    issuedAt: row.issuedAt.toISOString(),
    verificationPath: certificateVerificationPath(row.certificateId),
  };
}

async function completedEnrollment(ctx: AppContext, caller: Caller, enrollmentId: string) {
  const { familyId } = requireFamily(caller);
  const row = await learnerEnrollment(ctx, familyId, enrollmentId);
  if (row.status !== 'completed') throw learningError('CONFLICT', 'errors.learning.completeCourseFirst');
  return { familyId, row };
}

/**
 * Generate Certificate: for a completed course, in the name the family typed (non-blank after trimming).
 * An issued certificate is immutable — its PDF and public verification vouch for that name and date — so asking
 * again answers the certificate already issued, whatever name it carries, and writes nothing (issue 42).
 */
export async function issueCertificate(
  ctx: AppContext,
  caller: Caller,
  enrollmentId: string,
  body: IssueCertificateBody,
): Promise<Certificate> {
  const { familyId, row } = await completedEnrollment(ctx, caller, enrollmentId);
  const existing = await repo.findCertificate(ctx.db, row.id);
  if (existing) return toCertificate(existing);
  const certificateId = certificateIdOf(row.id);
  const issued = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertCertificate(tx, {
      certificateId,
      enrollmentId: row.id,
      familyId,
      recipientName: body.fullName,
      courseTitle: row.course.title,
    });
    // A concurrent request issued it first: nothing to audit here.
    if (!inserted) return undefined;
    await writeAudit(tx, caller.actor, {
      action: 'course.certificate_issued',
      objectType: 'course',
      objectId: row.course.id,
      familyId,
      details: { courseTitle: row.course.title, certificateId, recipientName: body.fullName },
    });
    return inserted;
  });
  const certificate = issued ?? (await repo.findCertificate(ctx.db, row.id));
  if (!certificate) throw new Error('certificate neither written nor found');
  return toCertificate(certificate);
}

export async function getCertificate(
  ctx: AppContext,
  caller: Caller,
  enrollmentId: string,
): Promise<Certificate> {
  const { row } = await completedEnrollment(ctx, caller, enrollmentId);
  const certificate = await repo.findCertificate(ctx.db, row.id);
  if (!certificate) throw noCertificate();
  return toCertificate(certificate);
}

/**
 * Download Certificate: the PDF with its QR code and verification address, sealed with the agency's PAdES seal
 * like signed forms (decision 015), so the file itself can be checked in a PDF reader or with `pdfsig`.
 */
export async function getCertificatePdf(ctx: AppContext, caller: Caller, enrollmentId: string) {
  const { row } = await completedEnrollment(ctx, caller, enrollmentId);
  const certificate = await getCertificate(ctx, caller, enrollmentId);
  const language = await learnerLanguage(ctx, caller);
  // The course's translated title, while the course still has the English title the certificate was issued for.
  const courseTitle =
    row.course.title === certificate.courseTitle
      ? courseIn(row.course, row.course.translations, language).title
      : certificate.courseTitle;
  const pdf = await certificatePdfDocument({
    certificateId: certificate.certificateId,
    recipientName: certificate.recipientName,
    courseTitle,
    issuedAt: new Date(certificate.issuedAt),
    language,
    verificationUrl: `${ctx.config.appOrigin}${certificate.verificationPath}`,
  });
  const bytes = await sealPdf(
    pdf,
    await loadSealIdentity(ctx),
    new Date(),
    `Issued by Haven: certificate ${certificate.certificateId}`,
  );
  return { bytes, filename: `certificate-${certificate.certificateId}.pdf` };
}

/** Public verification: valid with recipient, course and date, or unknown — nothing else about the family. */
export async function verifyCertificate(
  ctx: AppContext,
  certificateId: string,
): Promise<CertificateVerification> {
  const row = await repo.findCertificateById(ctx.db, certificateId);
  if (!row) return { valid: false, certificateId };
  return {
    valid: true,
    certificateId: row.certificateId,
    recipientName: row.recipientName,
    courseTitle: row.courseTitle,
    issuedAt: row.issuedAt.toISOString(),
  };
}
