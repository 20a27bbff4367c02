import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Icon-only close buttons need a name; set here once (plain objects keep Modal out of the first bundle). */
const closeButtonLabel = (label: string) => ({ defaultProps: { closeButtonProps: { 'aria-label': label } } });

export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9 keeps white button text above the WCAG AA contrast ratio.
  primaryShade: { light: 9, dark: 7 },
  defaultRadius: 'md',
  components: {
    Modal: closeButtonLabel('Close'),
    Notification: closeButtonLabel('Close notification'),
  },
});

/**
 * Mantine's defaults for dimmed text, error text and light-variant backgrounds fall just short of the
 * WCAG AA contrast ratio for small text; use a darker text and a paler background.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.keys(resolved.colors).flatMap((color) => [
        [`--mantine-color-${color}-light`, `var(--mantine-color-${color}-0)`],
        [`--mantine-color-${color}-light-hover`, `var(--mantine-color-${color}-1)`],
      ]),
    ),
  },
  dark: {},
});
