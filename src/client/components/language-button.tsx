import type { ComponentPropsWithRef } from 'react';
import { Button, Text, type ButtonProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NATIVE_NAMES } from '@shared/i18n/languages';
import { currentLanguage, htmlLangOf } from '@client/lib/i18n/language';

type LanguageButtonProps = ButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps>;

/**
 * The language menu's button: the current language in its own name (only the icon below `xs`), announced as
 * "Language: Español".
 */
export function LanguageButton(props: LanguageButtonProps) {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Button
      variant="subtle"
      color="gray"
      px="xs"
      leftSection={<IconLanguage size={20} aria-hidden />}
      aria-label={t('language.menuLabel', { language: LANGUAGE_NATIVE_NAMES[current] })}
      {...props}
    >
      <Text span size="sm" visibleFrom="xs" lang={htmlLangOf(current)}>
        {LANGUAGE_NATIVE_NAMES[current]}
      </Text>
    </Button>
  );
}
