import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/**
 * Light badges and text use shade 9; Mantine's orange and yellow 9 read 3.9:1 and 2.9:1 on their pale
 * backgrounds, below WCAG AA, so those two end in a deeper shade.
 */
const deeperLastShade = (color: 'orange' | 'yellow', shade9: string) =>
  [...DEFAULT_THEME.colors[color].slice(0, 9), shade9] as unknown as MantineColorsTuple;

/** Icon-only close buttons need a name; set here once (plain objects keep Modal out of the first bundle). */
const closeButtonLabel = (label: string) => ({ defaultProps: { closeButtonProps: { 'aria-label': label } } });

export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9 keeps white button text above the WCAG AA contrast ratio.
  primaryShade: { light: 9, dark: 7 },
  defaultRadius: 'md',
  colors: { orange: deeperLastShade('orange', '#a8470b'), yellow: deeperLastShade('yellow', '#8f6200') },
  components: {
    Modal: closeButtonLabel('Close'),
    Notification: {
      defaultProps: closeButtonLabel('Close notification').defaultProps,
      // Mantine's gray 6 for a titled notification's text reads 3.3:1 on white, below WCAG AA.
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    },
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
