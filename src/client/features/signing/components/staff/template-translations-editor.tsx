import { Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@shared/i18n/translations';
import type { Template } from '@shared/signing/signing.schema';
import {
  missingLanguages,
  type FieldTranslation,
  type TemplateTranslation,
  type TemplateTranslations,
} from '@shared/signing/template-translations';
import { TranslationsModal } from '@client/components/staff/translations-modal';
import { useSaveTemplateTranslations } from '../../api/staff-signing';

/** Blank inputs are left out: families read the English text there. */
const filled = (text: string | undefined) => (text && text.trim() ? text.trim() : undefined);

function cleaned(translations: TemplateTranslations): TemplateTranslations {
  const out: TemplateTranslations = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const t = translations[language];
    if (!t) continue;
    const fields: Record<string, FieldTranslation> = {};
    for (const [name, field] of Object.entries(t.fields ?? {})) {
      const options = field.options?.every((option) => filled(option)) ? field.options : undefined;
      const entry = { label: filled(field.label), placeholder: filled(field.placeholder), options };
      if (entry.label || entry.placeholder || entry.options) fields[name] = entry;
    }
    out[language] = { templateName: filled(t.templateName), description: filled(t.description), fields };
  }
  return out;
}

/**
 * The template's words in each family language (issue 50): its name, description, and each field's label,
 * placeholder and options, with the English beside each input. What is left blank shows in English.
 */
export function TemplateTranslationsEditor({
  template,
  onClose,
}: {
  template: Template;
  onClose: () => void;
}) {
  const [translations, setTranslations] = useState<TemplateTranslations>(template.translations);
  const [language, setLanguage] = useState<TranslatedLanguage>(template.missingLanguages[0] ?? 'es');
  const save = useSaveTemplateTranslations(template.id);
  const current: TemplateTranslation = translations[language] ?? {};
  const set = (patch: Partial<TemplateTranslation>) =>
    setTranslations((all) => ({ ...all, [language]: { ...all[language], ...patch } }));
  const setField = (name: string, patch: Partial<FieldTranslation>) =>
    set({ fields: { ...current.fields, [name]: { ...current.fields?.[name], ...patch } } });
  const missing = missingLanguages(
    { description: template.description, fields: template.formFields },
    cleaned(translations),
  );

  return (
    <TranslationsModal
      title={`Translate ${template.templateName}`}
      language={language}
      onLanguageChange={setLanguage}
      missing={missing}
      note="Answers are saved in English whatever the language."
      value={cleaned(translations)}
      save={save}
      onClose={onClose}
    >
      <TextInput
        label="Name"
        description={template.templateName}
        value={current.templateName ?? ''}
        onChange={(e) => set({ templateName: e.currentTarget.value })}
      />
      {template.description && (
        <Textarea
          label="Description"
          description={template.description}
          value={current.description ?? ''}
          onChange={(e) => set({ description: e.currentTarget.value })}
          autosize
          minRows={2}
        />
      )}
      <Title order={3} size="h5" mt="xs">
        Fields
      </Title>
      {template.formFields.map((field) => {
        const words = current.fields?.[field.name] ?? {};
        return (
          <Stack key={field.name} gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <TextInput
              label={`Label of “${field.label}”`}
              value={words.label ?? ''}
              onChange={(e) => setField(field.name, { label: e.currentTarget.value })}
            />
            {field.placeholder !== undefined && (
              <TextInput
                label={`Placeholder “${field.placeholder}”`}
                value={words.placeholder ?? ''}
                onChange={(e) => setField(field.name, { placeholder: e.currentTarget.value })}
              />
            )}
            {field.options && (
              <Group grow>
                {field.options.map((option, index) => (
                  <TextInput
                    key={option}
                    label={`Option “${option}”`}
                    value={words.options?.[index] ?? ''}
                    onChange={(e) => {
                      const options = field.options!.map((_, i) => words.options?.[i] ?? '');
                      options[index] = e.currentTarget.value;
                      setField(field.name, { options });
                    }}
                  />
                ))}
              </Group>
            )}
          </Stack>
        );
      })}
    </TranslationsModal>
  );
}
