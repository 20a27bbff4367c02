import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
// With its extension, unlike the app's imports: Vite's config loads this module too (theme-variables-plugin.ts).
import { cssVariablesResolver, theme } from './theme.js';

/**
 * Every CSS variable Mantine sets for the app's theme in the light scheme, the only one the app shows, as one
 * :root rule. The build turns it into the stylesheet `virtual:theme-variables.css` (decision 037); Mantine's own
 * functions work the values out, so they are the ones its provider would set at run time.
 */
export function themeVariablesCss(): string {
  const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
  const mantine = defaultCssVariablesResolver(resolved);
  const ours = cssVariablesResolver(resolved);
  const variables = { ...mantine.variables, ...ours.variables, ...mantine.light, ...ours.light };
  return convertCssVariables({ variables, light: {}, dark: {} }, ':root');
}
