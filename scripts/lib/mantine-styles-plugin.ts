/**
 * Vite plugin: each Mantine component's stylesheet travels with the component's JavaScript, so a page's CSS is
 * the CSS of the components it renders instead of all of `@mantine/core/styles.css` (decision 011).
 *
 * Every Mantine component imports its class names from a `<Name>.module.mjs`; the plugin adds to that module an
 * import of the component's stylesheet (`@mantine/core/styles/<Name>.css`; the package's `styles.css` for the
 * other Mantine packages). Lazily loaded chunks then carry the CSS of exactly the components they use.
 *
 * Chunks load in whatever order the user navigates, which would make the cascade between Mantine's stylesheets
 * depend on the route. So each stylesheet is wrapped in its own layer `mantine.<Name>`, and the page opens with
 * one statement (a <style> before any stylesheet) that orders those layers as `styles.css` orders the files: the
 * cascade is the one of the full stylesheet, whatever loads when. Layered Mantine rules give way to unlayered
 * ones, as they did by coming first; the app's few CSS modules and Mantine's runtime styles are unlayered.
 *
 * The app shows the light colour scheme alone (decision 037), so the stylesheets leave out their rules for the dark
 * one.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/** `…/@mantine/<package>/esm/…/<Name>.module.mjs`: the class names of one component's CSS module. */
const CLASS_NAMES_MODULE = /[\\/]@mantine[\\/]([\w-]+)[\\/]esm[\\/](?:[^?]*[\\/])?(\w+)\.module\.mjs(?:\?|$)/;
/** `…/@mantine/core/styles/<Name>.css`, or `…/@mantine/<package>/styles.css`. */
const STYLESHEET = /[\\/]@mantine[\\/]([\w-]+)[\\/]styles(?:[\\/]([\w-]+))?\.css(?:\?|$)/;

/** The per-component stylesheets of the installed @mantine/core, in the order `styles.css` concatenates them. */
export function coreStylesheetOrder(): string[] {
  const styles = createRequire(import.meta.url).resolve('@mantine/core/styles.css');
  const all = fs.readFileSync(styles, 'utf8');
  const dir = path.join(path.dirname(styles), 'styles');
  const position = new Map<string, number>();
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue;
    const at = all.indexOf(fs.readFileSync(path.join(dir, file), 'utf8').trim());
    if (at < 0)
      throw new Error(`@mantine/core/styles/${file} is not part of styles.css: recheck decision 011`);
    position.set(file.slice(0, -'.css'.length), at);
  }
  return [...position.keys()].sort((a, b) => position.get(a)! - position.get(b)!);
}

/** A selector that applies only in the dark colour scheme. */
const DARK_SCHEME = /\[data-mantine-color-scheme=(['"]?)dark\1\]/;

/** `css` without its selectors for the dark colour scheme, and without the rules and blocks left empty by that. */
export function withoutDarkScheme(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !DARK_SCHEME.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((block) => {
    if (block.nodes?.length === 0) block.remove();
  });
  return root.toString();
}

/** The layer of one Mantine stylesheet: the component's for @mantine/core, the package's for the others. */
function layerOf(pkg: string, component: string | undefined): string {
  return pkg === 'core' ? `mantine.${component}` : `mantine.${pkg}`;
}

/** Appends to a component's class-name module the import of its stylesheet; undefined for any other module. */
function importStylesheet(code: string, id: string, known: ReadonlySet<string>): string | undefined {
  const classNames = CLASS_NAMES_MODULE.exec(id);
  if (!classNames) return undefined;
  const [, pkg, component] = classNames;
  if (pkg === 'core' && !known.has(component!)) {
    throw new Error(`@mantine/core has no styles/${component}.css for ${id}: recheck decision 011`);
  }
  const stylesheet = pkg === 'core' ? `@mantine/core/styles/${component}.css` : `@mantine/${pkg}/styles.css`;
  // Appended, so the module's line numbers stay; an import anywhere is evaluated before the module body.
  return `${code}\nimport ${JSON.stringify(stylesheet)};\n`;
}

export function mantineComponentStyles(): Plugin {
  const order = coreStylesheetOrder();
  const known = new Set(order);
  const orderStatement = `@layer ${order.map((name) => layerOf('core', name)).join(', ')};`;

  return {
    name: 'haven:mantine-component-styles',
    // Before Vite's own CSS handling, so the layer wraps the stylesheet as published.
    enforce: 'pre',
    // The dev server bundles dependencies ahead of time, without Vite's plugins: the imports are added there too
    // (the bundled dependency keeps them as imports of CSS, which Vite then serves through this plugin).
    config: () => ({
      optimizeDeps: {
        rolldownOptions: {
          plugins: [
            {
              name: 'haven:mantine-component-styles-deps',
              transform: (code: string, id: string) => importStylesheet(code, id, known),
            },
          ],
        },
      },
    }),
    // A layer's place is fixed where its name first appears: so the order comes before every stylesheet (and
    // after the charset, which must stay in the first 1024 bytes).
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const charset = /<meta charset[^>]*>/i;
        if (!charset.test(html))
          throw new Error('index.html needs a <meta charset> for the Mantine layer order');
        return html.replace(charset, (meta) => `${meta}\n    <style>${orderStatement}</style>`);
      },
    },
    transform(code, id) {
      const withStylesheet = importStylesheet(code, id, known);
      if (withStylesheet !== undefined) return { code: withStylesheet, map: null };
      const stylesheet = STYLESHEET.exec(id);
      if (!stylesheet) return undefined;
      const [, pkg, component] = stylesheet;
      if (pkg === 'core' && !component) {
        throw new Error('Import Mantine styles per component (decision 011), not @mantine/core/styles.css');
      }
      return { code: `@layer ${layerOf(pkg!, component)} {\n${withoutDarkScheme(code)}\n}\n`, map: null };
    },
  };
}
