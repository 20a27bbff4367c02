import { LanguageButton } from './language-button';
import type { LanguagePickerProps } from './language-picker';
import { useLoadOnIntent } from './use-load-on-intent';

/**
 * The language menu of the family header and the public pages. Its dropdown (Mantine Menu, its transitions and
 * focus handling) is not part of any page's start: the module loads on intent, while the same button shows the
 * current language. (Not React.lazy: a prerendered page hydrates the plain button.)
 */
export function LanguageMenu(props: LanguagePickerProps) {
  const { loaded, intentProps } = useLoadOnIntent(() => import('./language-picker'));
  if (loaded) {
    const { LanguagePicker } = loaded.module;
    return <LanguagePicker {...props} opened={loaded.opened} focused={loaded.focused} />;
  }
  return <LanguageButton {...intentProps} />;
}
