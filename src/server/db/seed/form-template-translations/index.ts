import type { TemplateTranslations } from '@shared/signing/template-translations';
import type { TemplateFormField } from '../../schema';
import { ES } from './es';
import { TL } from './tl';
import type { SeedLanguage } from './types';
import { VI } from './vi';
import { ZH } from './zh';

const LANGUAGES = { es: ES, zh: ZH, vi: VI, tl: TL } as const satisfies Record<string, SeedLanguage>;

/**
 * A default template's translations into the four family languages (issue 50). A placeholder that is an
 * example to copy (an e-mail address, a phone number) stays as it is in English.
 */
export function defaultTemplateTranslations(template: {
  templateName: string;
  formFields: readonly TemplateFormField[];
}): TemplateTranslations {
  const translations: TemplateTranslations = {};
  for (const [code, language] of Object.entries(LANGUAGES) as [keyof typeof LANGUAGES, SeedLanguage][]) {
    const names = language.templates[template.templateName];
    if (!names) throw new Error(`no ${code} name for the template "${template.templateName}"`);
    const fields: NonNullable<TemplateTranslations['es']>['fields'] = {};
    for (const field of template.formFields) {
      const words = language.fields[field.name];
      if (!words) throw new Error(`no ${code} words for the field "${field.name}"`);
      fields[field.name] = {
        label: words.label,
        ...(field.placeholder !== undefined && { placeholder: words.placeholder ?? field.placeholder }),
        ...(field.options && { options: words.options }),
      };
    }
    translations[code] = { ...names, fields };
  }
  return translations;
}
