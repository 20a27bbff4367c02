import type { LanguageCode } from '@shared/i18n/languages';
import { checklistTextIn } from '@shared/requirements/checklist-locales';
import type { TemplateField } from '@shared/signing/signing.schema';
import { localizeTemplate, type LocalizedField } from '@shared/signing/template-translations';
import type { TemplateRow } from './signing.repository';

export interface FormInLanguage {
  documentName: string;
  description: string | null;
  fields: LocalizedField<TemplateField>[];
  /** False when some of it is shown in English for want of a translation. */
  translated: boolean;
}

/**
 * A family's form in its language (issue 50): the template's translation for its name, description and the
 * fields the document was started with (matched by field name), English where it has none. A document named
 * after a checklist item reads as the checklist does in that language.
 */
export function formInLanguage(
  language: LanguageCode,
  document: { documentName: string; fields: readonly TemplateField[] },
  template: Pick<TemplateRow, 'templateName' | 'description' | 'translations'> | undefined,
): FormInLanguage {
  const localized = localizeTemplate(
    {
      templateName: template?.templateName ?? document.documentName,
      description: template?.description ?? null,
      fields: document.fields,
    },
    template?.translations,
    language,
  );
  const namedAfterTemplate = !template || document.documentName === template.templateName;
  return {
    documentName: namedAfterTemplate
      ? localized.templateName
      : checklistTextIn(language).name(document.documentName),
    description: localized.description,
    fields: localized.fields,
    translated: localized.translated,
  };
}

/** An answer as the family's language shows it: a radio's chosen option in its translated words. */
export function shownAnswer(field: LocalizedField<TemplateField>, value: string | boolean | undefined) {
  if (field.type !== 'radio' || typeof value !== 'string' || !field.optionLabels) return value;
  const index = field.options?.indexOf(value) ?? -1;
  return index >= 0 ? (field.optionLabels[index] ?? value) : value;
}
