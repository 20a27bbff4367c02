import type { ReactNode } from 'react';
import { Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { LANGUAGE_LABELS } from '@shared/i18n/languages';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@shared/i18n/translations';
import { errorMessage } from '@client/lib/api-client';
import { FormActions } from '../form-actions';
import { PHONE_QUERY } from '../media-queries';

interface TranslationsModalProps<T> {
  title: string;
  language: TranslatedLanguage;
  onLanguageChange: (language: TranslatedLanguage) => void;
  /** Languages with something left in English: marked • on their tab. */
  missing: readonly TranslatedLanguage[];
  /** A line under the tabs saying what translating does not change. */
  note?: string;
  /** The translations to save, as the save mutation takes them. */
  value: T;
  save: UseMutationResult<unknown, Error, T>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Staff's dialog for the family-language words of something they wrote (issue 50): a tab per language, the
 * inputs for the chosen one (the English beside each), and Save translations for all languages at once.
 */
export function TranslationsModal<T>({
  title,
  language,
  onLanguageChange,
  missing,
  note,
  value,
  save,
  onClose,
  children,
}: TranslationsModalProps<T>) {
  const fullScreen = useMediaQuery(PHONE_QUERY);
  return (
    <Modal opened onClose={onClose} title={title} size="lg" fullScreen={fullScreen}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(value, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: 'Translations saved' });
              onClose();
            },
            onError: (error) =>
              notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
          });
        }}
      >
        <Stack gap="sm">
          <SegmentedControl
            aria-label="Language"
            value={language}
            onChange={(code) => onLanguageChange(code as TranslatedLanguage)}
            data={TRANSLATED_LANGUAGES.map((code) => ({
              value: code,
              label: `${LANGUAGE_LABELS[code].split(' ')[0]}${missing.includes(code) ? ' •' : ''}`,
            }))}
            fullWidth
          />
          <Text size="xs" c="gray.7">
            • marks a language with something left in English: families read the English there.
            {note ? ` ${note}` : ''}
          </Text>
          {children}
          <FormActions
            onCancel={onClose}
            submitLabel="Save translations"
            submitting={save.isPending}
            mt="md"
          />
        </Stack>
      </form>
    </Modal>
  );
}
