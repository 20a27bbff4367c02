import { lazy, Suspense } from 'react';
import { LanguageButton } from './language-button';
import type { LanguagePickerProps } from './language-picker';

// The menu's dropdown (Mantine Menu, its transitions and focus handling) is not needed for the first paint: its
// module loads right after, while the same button already shows the current language.
const LanguagePicker = lazy(async () => ({ default: (await import('./language-picker')).LanguagePicker }));

/** The language menu of the family header and the public pages. */
export function LanguageMenu(props: LanguagePickerProps) {
  return (
    <Suspense fallback={<LanguageButton />}>
      <LanguagePicker {...props} />
    </Suspense>
  );
}
