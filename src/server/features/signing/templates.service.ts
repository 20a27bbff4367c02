import { conditionProblem } from '@shared/signing/form-rules';
import type { Template, TemplateBody } from '@shared/signing/signing.schema';
import { missingLanguages, type TemplateTranslations } from '@shared/signing/template-translations';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import * as repo from './signing.repository';

export async function toTemplate(ctx: AppContext, row: repo.TemplateRow): Promise<Template> {
  return {
    id: row.id,
    templateName: row.templateName,
    templateType: row.templateType,
    category: row.category,
    description: row.description,
    isActive: row.isActive,
    formFields: row.formFields,
    requiredSignatures: row.requiredSignatures,
    signingOrder: row.signingOrder,
    builtOnPdf: row.sourcePdfKey !== null,
    version: row.version,
    documentsStarted: await repo.countStarted(ctx.db, row.id),
    translations: row.translations,
    missingLanguages: missingLanguages(
      { description: row.description, fields: row.formFields },
      row.translations,
    ),
  };
}

/** A condition naming a later, missing or unfit field, or a value it cannot have, is a 400 naming the field. */
function checkConditions(body: TemplateBody): void {
  const problem = conditionProblem(body.formFields);
  if (problem) throw new AppError('VALIDATION_FAILED', { message: problem });
}

const nameTaken = () => new AppError('CONFLICT', { message: 'A template with this name exists already.' });

/** Every template, active or not (staff with manage_templates). */
export async function listTemplates(ctx: AppContext, caller: Caller): Promise<Template[]> {
  requireStaffPermission(caller, 'manage_templates');
  const rows = await repo.allTemplates(ctx.db);
  return Promise.all(rows.map((row) => toTemplate(ctx, row)));
}

export async function createTemplate(ctx: AppContext, caller: Caller, body: TemplateBody): Promise<Template> {
  requireStaffPermission(caller, 'manage_templates');
  checkConditions(body);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertTemplate(tx, body);
    if (!created) throw nameTaken();
    await writeAudit(tx, caller.actor, {
      action: 'signing.template_created',
      objectType: 'template',
      objectId: created.id,
      details: { templateName: created.templateName },
    });
    return created;
  });
  return toTemplate(ctx, row);
}

/**
 * Saves a new version of the template: documents already started keep the fields and signers of the version
 * they began with (form_submissions holds them), so nothing changes under a family's started form.
 */
export async function updateTemplate(
  ctx: AppContext,
  caller: Caller,
  templateId: string,
  body: TemplateBody,
): Promise<Template> {
  requireStaffPermission(caller, 'manage_templates');
  checkConditions(body);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await repo.findTemplate(tx, templateId);
    if (!current) throw new AppError('NOT_FOUND', { message: 'No template with this id.' });
    const clash = (await repo.allTemplates(tx)).some(
      (t) => t.templateName === body.templateName && t.id !== templateId,
    );
    if (clash) throw nameTaken();
    if ((current.templateType === 'reference_form') !== (body.templateType === 'reference_form'))
      throw new AppError('VALIDATION_FAILED', {
        message:
          'A reference questionnaire stays one, and a family form cannot become one: make a new template.',
      });
    const updated = await repo.updateTemplate(tx, templateId, { ...body, version: current.version + 1 });
    if (!updated) throw new AppError('NOT_FOUND', { message: 'No template with this id.' });
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

/** Why a translation does not fit the template: a field it does not have, or a radio's options miscounted. */
function translationProblem(row: repo.TemplateRow, translations: TemplateTranslations): string | null {
  for (const [language, translation] of Object.entries(translations)) {
    for (const [name, field] of Object.entries(translation.fields ?? {})) {
      const own = row.formFields.find((f) => f.name === name);
      if (!own) return `The ${language} translation names a field the template does not have: ${name}.`;
      if (field.options && field.options.length !== (own.options?.length ?? 0))
        return `The ${language} translation of "${own.label}" needs ${own.options?.length ?? 0} options, in the same order.`;
    }
  }
  return null;
}

/**
 * Replaces the template's translations (issue 50). Not a new version: the English form, which answers are
 * saved against, is unchanged; families see the new words the next time they open the form.
 */
export async function updateTemplateTranslations(
  ctx: AppContext,
  caller: Caller,
  templateId: string,
  translations: TemplateTranslations,
): Promise<Template> {
  requireStaffPermission(caller, 'manage_templates');
  const row = await ctx.db.transaction(async (tx) => {
    const current = await repo.findTemplate(tx, templateId);
    if (!current) throw new AppError('NOT_FOUND', { message: 'No template with this id.' });
    const problem = translationProblem(current, translations);
    if (problem) throw new AppError('VALIDATION_FAILED', { message: problem });
    const updated = await repo.updateTemplate(tx, templateId, { translations });
    if (!updated) throw new AppError('NOT_FOUND', { message: 'No template with this id.' });
    await writeAudit(tx, caller.actor, {
      action: 'signing.template_translated',
      objectType: 'template',
      objectId: templateId,
      details: { templateName: updated.templateName, languages: Object.keys(translations) },
    });
    return updated;
  });
  return toTemplate(ctx, row);
}
