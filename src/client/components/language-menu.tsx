import { useRef, useState, type ComponentType } from 'react';
import { LanguageButton } from './language-button';
import type { LanguagePickerProps } from './language-picker';

type Picker = ComponentType<LanguagePickerProps & { opened: boolean; focused: boolean }>;

/**
 * The language menu of the family header and the public pages. Its dropdown (Mantine Menu, its transitions and
 * focus handling) is not part of any page's start: the module loads when the button is pointed at, focused or
 * pressed, while the same button shows the current language. The loaded menu takes over the button's focus, and
 * opens at once when the button was pressed. (Not React.lazy: a prerendered page hydrates the plain button.)
 */
export function LanguageMenu(props: LanguagePickerProps) {
  const [loaded, setLoaded] = useState<{ Picker: Picker; opened: boolean; focused: boolean } | null>(null);
  const pressed = useRef(false);
  const loading = useRef(false);
  const button = useRef<HTMLButtonElement>(null);

  function load() {
    if (loading.current) return;
    loading.current = true;
    import('./language-picker')
      .then(({ LanguagePicker }) =>
        setLoaded({
          Picker: LanguagePicker,
          opened: pressed.current,
          focused: document.activeElement === button.current,
        }),
      )
      // Offline or a deploy moved the chunk: the button stays, showing the language; the next intent tries again.
      .catch(() => {
        loading.current = false;
      });
  }

  if (loaded) return <loaded.Picker {...props} opened={loaded.opened} focused={loaded.focused} />;
  return (
    <LanguageButton
      ref={button}
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        pressed.current = true;
        load();
      }}
    />
  );
}
