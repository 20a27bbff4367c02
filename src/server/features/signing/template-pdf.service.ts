import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { Template } from '@shared/signing/signing.schema';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { readAll } from '../../lib/storage/storage';
import { readAcroFields } from './acroform';
import * as repo from './signing.repository';
import { toTemplate } from './templates.service';

/**
 * Templates built on the state's own fillable PDF (issue 44): staff upload it, Haven reads its fields into the
 * template (a new version: started documents keep theirs), and signed forms are filled into it.
 */

const notAFillablePdf = () =>
  new AppError('VALIDATION_FAILED', {
    message: 'This file is not a fillable PDF: Haven found no form fields in it.',
  });

const templateNotFound = () => new AppError('NOT_FOUND', { message: 'No template with this id.' });

/** Reads the PDF's fields; an unreadable, encrypted or field-less PDF is a 400. */
async function fieldsOfPdf(bytes: Buffer) {
  try {
    const fields = readAcroFields(await PDFDocument.load(bytes));
    if (fields.length === 0) throw notAFillablePdf();
    return fields;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notAFillablePdf();
  }
}

/**
 * Builds the template on this PDF: its fields replace the template's (their labels from the PDF's tooltips, which
 * staff can then reword and translate), stored under its SHA-256 so earlier versions stay readable.
 */
export async function attachTemplatePdf(
  ctx: AppContext,
  caller: Caller,
  templateId: string,
  bytes: Buffer,
): Promise<Template> {
  requireStaffPermission(caller, 'manage_templates');
  const formFields = await fieldsOfPdf(bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const key = `templates/${sha256}.pdf`;
  if (!(await ctx.storage.exists(key))) await ctx.storage.put(key, bytes, 'application/pdf');
  const row = await ctx.db.transaction(async (tx) => {
    const current = await repo.findTemplate(tx, templateId);
    if (!current) throw templateNotFound();
    // Translations name fields: those of fields the PDF replaced no longer apply.
    const updated = await repo.updateTemplate(tx, templateId, {
      formFields,
      sourcePdfKey: key,
      translations: {},
      version: current.version + 1,
    });
    if (!updated) throw templateNotFound();
    await writeAudit(tx, caller.actor, {
      action: 'signing.template_updated',
      objectType: 'template',
      objectId: templateId,
      details: { templateName: updated.templateName, version: updated.version },
    });
    return updated;
  });
  return toTemplate(ctx, row);
}

/** Haven draws the template's form again (its fields stay); a new version. */
export async function detachTemplatePdf(
  ctx: AppContext,
  caller: Caller,
  templateId: string,
): Promise<Template> {
  requireStaffPermission(caller, 'manage_templates');
  const row = await ctx.db.transaction(async (tx) => {
    const current = await repo.findTemplate(tx, templateId);
    if (!current) throw templateNotFound();
    const updated = await repo.updateTemplate(tx, templateId, {
      sourcePdfKey: null,
      formFields: current.formFields.map(({ pdfField: _pdf, ...field }) => field),
      version: current.version + 1,
    });
    if (!updated) throw templateNotFound();
    await writeAudit(tx, caller.actor, {
      action: 'signing.template_updated',
      objectType: 'template',
      objectId: templateId,
      details: { templateName: updated.templateName, version: updated.version },
    });
    return updated;
  });
  return toTemplate(ctx, row);
}

/** The fillable PDF a document's form is filled into, when its template version had one. */
export async function sourcePdfOf(ctx: AppContext, key: string | null): Promise<Uint8Array | null> {
  if (!key) return null;
  return readAll((await ctx.storage.get(key)).body);
}
