import fs from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import { expect, test } from 'vitest';
import { withoutDarkScheme } from './mantine-styles-plugin';

const stylesheet = (name: string) =>
  fs.readFileSync(createRequire(import.meta.url).resolve(`@mantine/core/styles/${name}.css`), 'utf8');

const selectorsOf = (css: string) => {
  const selectors: string[] = [];
  postcss.parse(css).walkRules((rule) => void selectors.push(...rule.selectors));
  return selectors;
};

test("a Mantine stylesheet keeps every selector but the dark scheme's", () => {
  const button = stylesheet('Button');
  const before = selectorsOf(button);
  const after = selectorsOf(withoutDarkScheme(button));
  const dark = before.filter((selector) => selector.includes("[data-mantine-color-scheme='dark']"));
  expect(dark.length).toBeGreaterThan(0);
  expect(after).toEqual(before.filter((selector) => !dark.includes(selector)));
});

test('a rule for both schemes keeps its light selector; a block left empty goes', () => {
  const css = withoutDarkScheme(`
    [data-mantine-color-scheme='light'] .light-hidden, [data-mantine-color-scheme="dark"] .dark-hidden { display: none }
    @media (hover: hover) { :where([data-mantine-color-scheme=dark]) .a:hover { color: black } }
    @media (hover: hover) { .b:hover { color: teal } }
  `);
  expect(selectorsOf(css)).toEqual(["[data-mantine-color-scheme='light'] .light-hidden", '.b:hover']);
  expect(css.match(/@media/g)).toHaveLength(1);
});
