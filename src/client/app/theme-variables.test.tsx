import fs from 'node:fs';
import { createRequire } from 'node:module';
import { MantineProvider } from '@mantine/core';
import postcss, { type Rule } from 'postcss';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { cssVariablesResolver, theme } from './theme';
import { themeVariablesCss } from './theme-variables';

/**
 * The variables of each rule of the stylesheets that is not for the dark scheme, later ones winning; values with
 * their white space and letter case evened out (the published stylesheet breaks lines and writes one colour in
 * capitals).
 */
function lightVariables(...stylesheets: string[]): Map<string, string> {
  const variables = new Map<string, string>();
  for (const css of stylesheets) {
    postcss.parse(css).walkDecls(/^--/, (declaration) => {
      const rule = declaration.parent as Rule;
      if (rule.selector.includes('dark')) return;
      variables.set(declaration.prop, declaration.value.replace(/\s+/g, ' ').trim().toLowerCase());
    });
  }
  return variables;
}

test('the built variables are the ones Mantine sets for the theme in the light scheme', () => {
  // Mantine's way: the default theme's stylesheet, then what the provider writes for this theme on top of it.
  const defaults = fs.readFileSync(
    createRequire(import.meta.url).resolve('@mantine/core/styles/default-css-variables.css'),
    'utf8',
  );
  const page = renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <p>page</p>
    </MantineProvider>,
  );
  const provider = /<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/.exec(page)?.[1];
  expect(provider).toContain('--mantine-primary-color-filled');
  const mantine = lightVariables(defaults, provider!);

  const built = lightVariables(themeVariablesCss());
  expect(mantine.size).toBeGreaterThan(300);
  expect(Object.fromEntries(built)).toEqual(Object.fromEntries(mantine));
  // The theme's own choices are among them: the primary colour and the paler light variant (theme.ts).
  expect(built.get('--mantine-primary-color-filled')).toBe('var(--mantine-color-teal-filled)');
  expect(built.get('--mantine-color-blue-light')).toBe('var(--mantine-color-blue-0)');
  expect(built.get('--mantine-color-orange-9')).toBe('#a8470b');
});

test('the built variables are one rule on :root, with nothing for the dark scheme', () => {
  const css = themeVariablesCss();
  const selectors: string[] = [];
  postcss.parse(css).walkRules((rule) => void selectors.push(rule.selector));
  expect(selectors).toEqual([':root']);
  expect(css).toContain('--mantine-color-scheme: light');
});
