import { z } from 'zod';
import type { LanguageCode } from '../i18n/languages';
import {
  perLanguage,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
  translationIn,
} from '../i18n/translations';
import { safeText } from '../text/safe-text';

/** What a translation of one field gives: its label, placeholder and (a radio's) options, in the options' order. */
export const FieldTranslationSchema = z.object({
  label: safeText({ min: 1, max: 300 }).optional(),
  placeholder: safeText({ max: 200 }).optional(),
  options: z
    .array(safeText({ min: 1, max: 200 }))
    .max(20)
    .optional(),
});
export type FieldTranslation = z.infer<typeof FieldTranslationSchema>;

/** A template in one language: its name, description and fields by field name. */
export const TemplateTranslationSchema = z.object({
  templateName: safeText({ min: 1, max: 200 }).optional(),
  description: safeText({ max: 1000, multiline: true }).optional(),
  fields: z.record(z.string().max(63), FieldTranslationSchema).optional(),
});
export type TemplateTranslation = z.infer<typeof TemplateTranslationSchema>;

export const TemplateTranslationsSchema = perLanguage(TemplateTranslationSchema);
export type TemplateTranslations = z.infer<typeof TemplateTranslationsSchema>;

interface LocalizableField {
  name: string;
  label: string;
  placeholder?: string;
  options?: string[];
}

/** A field as a family reads it: `options` stay the values saved; `optionLabels` are what is shown for them. */
export type LocalizedField<F extends LocalizableField> = F & { optionLabels?: string[] };

interface LocalizableTemplate<F extends LocalizableField> {
  templateName: string;
  description: string | null;
  fields: readonly F[];
}

/** Whether a translation says all a family reads of the template: the name and every field's label. */
export function isComplete(
  template: { description: string | null; fields: readonly LocalizableField[] },
  translation: TemplateTranslation | undefined,
): boolean {
  if (!translation?.templateName) return false;
  if (template.description && !translation.description) return false;
  return template.fields.every((field) => {
    const t = translation.fields?.[field.name];
    if (!t?.label) return false;
    if (field.placeholder && !t.placeholder) return false;
    return !field.options || t.options?.length === field.options.length;
  });
}

/**
 * The template in `language`, each text from its translation where there is one and in English where not
 * (`translated` false then: the family sees a mark). Answers are saved in English: a radio keeps its English
 * options as values and shows the translated ones as `optionLabels`, only when the translation has as many.
 */
export function localizeTemplate<F extends LocalizableField>(
  template: LocalizableTemplate<F>,
  translations: TemplateTranslations | null | undefined,
  language: LanguageCode,
): {
  templateName: string;
  description: string | null;
  fields: LocalizedField<F>[];
  translated: boolean;
} {
  const translation = translationIn(translations, language);
  const fields = template.fields.map((field): LocalizedField<F> => {
    const t = translation?.fields?.[field.name];
    const optionLabels = field.options && t?.options?.length === field.options.length ? t.options : undefined;
    return {
      ...field,
      label: t?.label ?? field.label,
      ...(field.placeholder !== undefined && { placeholder: t?.placeholder ?? field.placeholder }),
      ...(optionLabels && { optionLabels }),
    };
  });
  return {
    templateName: translation?.templateName ?? template.templateName,
    description: template.description === null ? null : (translation?.description ?? template.description),
    fields,
    translated: language === 'en' || isComplete(template, translation),
  };
}

/** The languages whose translation of the template is missing or incomplete (staff's Templates list). */
export function missingLanguages(
  template: { description: string | null; fields: readonly LocalizableField[] },
  translations: TemplateTranslations | null | undefined,
): TranslatedLanguage[] {
  return TRANSLATED_LANGUAGES.filter((code) => !isComplete(template, translations?.[code]));
}
