import { useState } from 'react';
import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, LANGUAGE_NATIVE_NAMES, type LanguageCode } from '@shared/i18n/languages';
import { currentLanguage, htmlLangOf, showLanguage } from '@client/lib/i18n/language';
import { LanguageButton } from './language-button';

interface LanguageMenuProps {
  /** Signed-in families save the choice to their profile; before sign-in it is remembered on this device. */
  onChange?: (language: LanguageCode) => Promise<unknown>;
}

/**
 * The language menu of the family header and the public pages: each language in its own name (marked with its
 * own `lang`, so a screen reader pronounces it right), the current one ticked.
 */
export function LanguageMenu({ onChange }: LanguageMenuProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const current = currentLanguage();

  async function choose(language: LanguageCode) {
    setBusy(true);
    try {
      await showLanguage(language, { remember: true });
      await onChange?.(language);
    } catch {
      notifications.show({ color: 'red', title: t('shell.error'), message: t('language.saveFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <LanguageButton loading={busy} />
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGE_CODES.map((language) => (
          <Menu.Item
            key={language}
            lang={htmlLangOf(language)}
            onClick={() => void choose(language)}
            rightSection={language === current ? <IconCheck size={16} aria-hidden /> : null}
          >
            {LANGUAGE_NATIVE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
