/**
 * Vite plugin: the theme's CSS variables as one stylesheet worked out at build time, for the light scheme alone
 * (src/client/app/theme-variables.ts, decision 037). main.tsx imports it as `virtual:theme-variables.css` instead
 * of Mantine's `default-css-variables.css`, and MantineProvider writes none at run time.
 */
import type { Plugin } from 'vite';
import { themeVariablesCss } from '../../src/client/app/theme-variables.js';

const MODULE_ID = 'virtual:theme-variables.css';
const RESOLVED_ID = `\0${MODULE_ID}`;

export function themeVariables(): Plugin {
  return {
    name: 'haven:theme-variables',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    // In the layer of the Mantine stylesheet it replaces, which mantine-styles-plugin.ts puts in its place.
    load: (id) =>
      id === RESOLVED_ID ? `@layer mantine.default-css-variables {\n${themeVariablesCss()}\n}\n` : undefined,
  };
}
