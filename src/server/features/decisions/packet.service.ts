import { PDFDocument } from 'pdf-lib';
import type { IssuedDocument } from '@shared/decisions/decisions.schema';
import { familyDisplayName } from '@shared/family-context/family-display';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { findStaffName } from '../../db/family-scope';
import { readAll } from '../../lib/storage/storage';
import * as familyContext from '../family-context/family-context.service';
import * as training from '../family-learning/training.service';
import { familySealedForms } from '../signing/sealed-files.service';
import * as systemConfig from '../system-config/system-config.service';
import { issuedView } from './decision-views';
import { inIssuingTransaction, issueSealed } from './issue-documents';
import { type Line, renderLines, verifyLines } from './issued-pdf';
import * as repo from './decisions.repository';

/**
 * The approval packet (decision 045): one sealed PDF a placing county can trust — a table of contents, the
 * Certificate of Approval, the approved written report, every sealed form, the list of document decisions and
 * the training record with the certificates the family handed in. /verify confirms it and lists its contents.
 * Issued for an approved family by a holder of approve_families; its download is audited like every issued PDF.
 */

interface Part {
  title: string;
  pdf: PDFDocument;
}

const ACTION_WORDS: Record<string, string> = {
  'document.approved': 'Approved',
  'document.rejected': 'Returned',
  'document.waived': 'Waived',
};

async function stored(ctx: AppContext, key: string) {
  return readAll((await ctx.storage.get(key)).body);
}

/** A certificate the family handed in, as pages: a PDF's own, a photo on a page of its own. */
async function certificatePages(ctx: AppContext, key: string, mimeType: string | null) {
  const bytes = await stored(ctx, key);
  if (mimeType === 'application/pdf') return PDFDocument.load(bytes, { ignoreEncryption: true });
  const pdf = await PDFDocument.create();
  const image = mimeType === 'image/png' ? await pdf.embedPng(bytes) : await pdf.embedJpg(bytes);
  const scale = Math.min(1, 504 / image.width, 684 / image.height);
  const page = pdf.addPage([612, 792]);
  page.drawImage(image, {
    x: 54,
    y: 738 - image.height * scale,
    width: image.width * scale,
    height: image.height * scale,
  });
  return pdf;
}

async function partsOf(ctx: AppContext, familyId: string, approval: repo.DecisionRow): Promise<Part[]> {
  const issued = await repo.issuedOf(ctx.db, familyId);
  const certificate = issued.find((row) => row.id === approval.documentId);
  const report = approval.reportId ? await repo.lastApprovedReport(ctx.db, familyId) : undefined;
  const reportPdf = issued.find((row) => row.id === report?.sealedDocumentId);
  if (!certificate || !reportPdf) {
    throw new AppError('CONFLICT', {
      message: 'The approval has no sealed certificate or written report to pack.',
    });
  }
  const [forms, decisions, entries] = await Promise.all([
    familySealedForms(ctx.db, familyId),
    repo.documentDecisions(ctx.db, familyId),
    training.trainingEntriesWithFiles(ctx.db, familyId),
  ]);
  const load = async (key: string) => PDFDocument.load(await stored(ctx, key));
  const parts: Part[] = [
    { title: 'Certificate of Approval', pdf: await load(certificate.storageKey) },
    { title: 'Written report', pdf: await load(reportPdf.storageKey) },
  ];
  for (const form of forms)
    parts.push({ title: `${form.name} (${form.verificationCode})`, pdf: await load(form.storageKey) });
  const decisionLines: Line[] = [
    { text: 'Document decisions', size: 16 },
    { gap: 8 },
    ...(decisions.length === 0 ? [{ text: 'No document decisions are recorded.' }] : []),
    ...decisions.map((d) => ({
      text: `${d.at.toISOString().slice(0, 10)} — ${d.documentName}${d.memberName ? ` for ${d.memberName}` : ''}: ${ACTION_WORDS[d.action] ?? d.action} by ${d.by}`,
      size: 10,
    })),
  ];
  parts.push({ title: 'Document decisions', pdf: await renderLines('Document decisions', decisionLines) });
  const trainingLines: Line[] = [
    { text: 'Training record', size: 16 },
    { gap: 8 },
    ...(entries.length === 0 ? [{ text: 'No training entries are recorded.' }] : []),
    ...entries.map((e) => ({
      text: `${e.completedOn} — ${e.title}: ${e.hours} h (${e.source === 'course' ? 'Haven course' : 'outside training'})${e.recordedBy ? `, recorded by ${e.recordedBy}` : ''}`,
      size: 10,
    })),
  ];
  parts.push({ title: 'Training record', pdf: await renderLines('Training record', trainingLines) });
  for (const entry of entries.filter((e) => e.fileStorageKey)) {
    parts.push({
      title: `Training certificate: ${entry.title}`,
      pdf: await certificatePages(ctx, entry.fileStorageKey!, entry.fileMimeType),
    });
  }
  return parts;
}

/** The packet: a cover with the table of contents and the packet's own code, then every part's pages. */
async function packetPdf(
  cover: { familyName: string; caseNumber: string; agency: string; at: Date },
  parts: readonly Part[],
  v: { verificationCode: string; verifyUrl: string },
) {
  let page = 2;
  const toc = parts.map((part) => {
    const line = { text: `${part.title} — page ${page}`, size: 10 };
    page += part.pdf.getPageCount();
    return line;
  });
  const front = await renderLines('Approval packet', [
    { text: 'Approval packet', size: 22 },
    { text: `${cover.familyName} — case ${cover.caseNumber}`, size: 12, grey: true },
    { gap: 12 },
    { text: 'Contents', size: 13 },
    ...toc,
    ...verifyLines('en', v, cover.agency, cover.at),
  ]);
  const packet = await PDFDocument.create();
  packet.setTitle(`Approval packet — ${cover.familyName}`);
  packet.setProducer('Haven');
  for (const source of [front, ...parts.map((part) => part.pdf)]) {
    for (const copied of await packet.copyPages(source, source.getPageIndices())) packet.addPage(copied);
  }
  return packet;
}

export async function issuePacket(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
): Promise<IssuedDocument> {
  const staff = requireStaffPermission(caller, 'approve_families');
  const family = await familyContext.findFamily(ctx.db, familyId);
  if (!family) throw new AppError('NOT_FOUND', { message: 'No family with this id.' });
  const [latest] = await repo.decisionsOf(ctx.db, familyId);
  if (family.status !== 'approved' || latest?.kind !== 'approve') {
    throw new AppError('CONFLICT', { message: 'An approval packet is issued for an approved family.' });
  }
  const parts = await partsOf(ctx, familyId, latest);
  const at = ctx.now();
  const agency = await systemConfig.readAgencyContact(ctx.db);
  const cover = {
    familyName: familyDisplayName(family.familyName, family.primaryContactName),
    caseNumber: family.caseNumber,
    agency: agency.name,
    at,
  };
  const row = await inIssuingTransaction(ctx, async (tx, storedKeys) => {
    const issued = await issueSealed(
      ctx,
      tx,
      storedKeys,
      {
        familyId,
        kind: 'packet',
        name: 'Approval packet',
        language: 'en',
        signers: [
          {
            role: 'supervisor',
            name: (await findStaffName(tx, staff.userId)) ?? staff.email,
            signedAt: at.toISOString(),
          },
        ],
        contents: parts.map((part) => part.title),
        issuedBy: staff.userId,
      },
      at,
      (v) => packetPdf(cover, parts, v),
    );
    await writeAudit(tx, caller.actor, {
      action: 'decision.packet_issued',
      objectType: 'issued_document',
      objectId: issued.id,
      familyId,
      details: { verificationCode: issued.verificationCode, items: parts.length },
    });
    return issued;
  });
  return issuedView(row);
}
