import {
  createTheme,
  darken,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/**
 * Light badges and text use shade 9; Mantine's green, orange and yellow 9 read 4.1:1, 3.9:1 and 2.9:1 on their
 * pale backgrounds, below WCAG AA, so those three end in a deeper shade.
 */
const deeperLastShade = (color: 'green' | 'orange' | 'yellow', shade9: string) =>
  [...DEFAULT_THEME.colors[color].slice(0, 9), shade9] as unknown as MantineColorsTuple;

/** Icon-only close buttons need a name; set here once (plain objects keep Modal out of the first bundle). */
const closeButtonLabel = (label: string) => ({ defaultProps: { closeButtonProps: { 'aria-label': label } } });

export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9 keeps white button text above the WCAG AA contrast ratio.
  primaryShade: { light: 9, dark: 7 },
  defaultRadius: 'md',
  colors: {
    green: deeperLastShade('green', '#237032'),
    orange: deeperLastShade('orange', '#a8470b'),
    yellow: deeperLastShade('yellow', '#8f6200'),
  },
  components: {
    // A link inside a sentence needs more than its colour to stand out (axe link-in-text-block).
    Anchor: { defaultProps: { underline: 'always' } },
    // The placeholder Mantine puts first in an open menu (role="presentation") is no menuitem: axe's
    // aria-required-children fails a menu holding it (critical). Without it the menu focuses its first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Modal: closeButtonLabel('Close'),
    // Mantine heads a dialog with <header>; inside <section role="dialog"> that is a second page banner.
    ModalHeader: { defaultProps: { component: 'div' } },
    // A hovered row's grey 1 puts teal links and badges at 4.49:1; grey 0 keeps them above 4.5:1.
    Table: { defaultProps: { highlightOnHoverColor: 'gray.0' } },
    Notification: {
      defaultProps: closeButtonLabel('Close notification').defaultProps,
      // Mantine's gray 6 for a titled notification's text reads 3.3:1 on white, below WCAG AA.
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    },
  },
});

/**
 * Mantine's defaults for dimmed text, error text and light-variant backgrounds fall just short of the
 * WCAG AA contrast ratio for small text; use a darker text and a paler background. Under the pointer a
 * light button's background turns to shade 1 (teal 9 on teal 1 reads 4.3:1), so its text is a little deeper
 * than shade 9; a filled button turns from shade 9 to the lighter shade 8 (white on teal 8 reads 3.9:1), so it
 * turns darker instead.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.entries(resolved.colors).flatMap(([color, shades]) => [
        [`--mantine-color-${color}-light`, `var(--mantine-color-${color}-0)`],
        [`--mantine-color-${color}-light-hover`, `var(--mantine-color-${color}-1)`],
        [`--mantine-color-${color}-light-color`, darken(shades[9], 0.1)],
        [`--mantine-color-${color}-filled-hover`, darken(shades[9], 0.15)],
      ]),
    ),
  },
  dark: {},
});
