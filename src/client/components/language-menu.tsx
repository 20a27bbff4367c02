import { useEffect, useState, type ComponentType } from 'react';
import { LanguageButton } from './language-button';
import type { LanguagePickerProps } from './language-picker';

/**
 * The language menu of the family header and the public pages. Its dropdown (Mantine Menu, its transitions and
 * focus handling) is not needed for the first paint: the module loads once the page is up, while the same button
 * already shows the current language. (An effect, not React.lazy: a prerendered page hydrates the plain button,
 * the same markup the build rendered.)
 */
export function LanguageMenu(props: LanguagePickerProps) {
  const [Picker, setPicker] = useState<ComponentType<LanguagePickerProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    import('./language-picker')
      .then(({ LanguagePicker }) => {
        if (mounted) setPicker(() => LanguagePicker);
      })
      // Offline or a deploy moved the chunk: the button stays, showing the language; a reload brings the menu.
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, []);
  return Picker ? <Picker {...props} /> : <LanguageButton />;
}
