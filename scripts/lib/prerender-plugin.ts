/**
 * Vite plugin: after the client build, writes the first paint of the public pages as HTML (decision 011), as a
 * visitor without a session sees them. Each page carries the CSS of its first paint inline, so the HTML alone
 * paints it. The pages land in `<outDir>/pages/<path>/index.html` (with .br and .gz), which the server sends for
 * those paths (src/server/plugins/static-client.ts); main.tsx hydrates them.
 *
 * `src/client/prerender.tsx` is built for Node into a temporary folder. In that build every dynamic `import()` of
 * the app also reports the module it loads, so the plugin knows which route modules a page rendered, and from
 * the client bundle which stylesheets they need.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

/** Where a path's page goes: `pages/<path>/index.html`, which is where static-client.ts looks for it. */
const pageFileOf = (urlPath: string) => path.join('pages', urlPath, 'index.html');
/** The global the Node build's dynamic imports report to. */
const REPORT = '__havenPrerenderImport';
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;
const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]* href="\/([^"]+)"[^>]*>/g;
/** The entry script and the modulepreload links of its imports, which the built index.html names in its head. */
const SCRIPT_FETCH = /<(script type="module"|link rel="modulepreload") crossorigin /g;

/** What `src/client/prerender.tsx` exports. */
interface PrerenderModule {
  PUBLIC_PATHS: readonly string[];
  renderPublicPage(path: string): Promise<string>;
}

/** In the Node build only: each `import('…')` of the app first reports the id of the module it loads. */
function reportDynamicImports(clientRoot: string): Plugin {
  return {
    name: 'haven:prerender-report-imports',
    async transform(code, id) {
      if (!id.startsWith(clientRoot) || !code.includes('import(')) return undefined;
      let result = '';
      let last = 0;
      for (const match of code.matchAll(DYNAMIC_IMPORT)) {
        const resolved = await this.resolve(match[2]!, id);
        // Only the app's own modules: a lazily loaded library (the notifications) is not part of a route.
        if (!resolved?.id.startsWith(clientRoot)) continue;
        const report = `globalThis.${REPORT}?.(${JSON.stringify(resolved.id)})`;
        result += `${code.slice(last, match.index)}(${report}, ${match[0]})`;
        last = match.index + match[0].length;
      }
      return { code: result + code.slice(last), map: null };
    },
  };
}

/** The stylesheets the given modules need: those of their chunks and of the chunks these import. */
function stylesheetsOf(bundle: Rollup.OutputBundle, moduleIds: Iterable<string>): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
    chunk.imports.forEach((file) => visit(chunks.find((c) => c.fileName === file)));
  };
  for (const id of moduleIds) visit(chunks.find((chunk) => chunk.moduleIds.includes(id)));
  return [...css];
}

/**
 * The page: the markup in #root, marked as the signed-out first paint and inert (its form must not submit
 * natively before main.tsx hands it to React), and every stylesheet it needs inline, so that nothing but the
 * HTML stands between the request and the paint. The stylesheets are also named by disabled links: the
 * browser does not fetch those, and Vite's preload helper, which skips a stylesheet a <link> already names, does
 * not fetch them again when the route's chunks load. Painting waits until the markup is parsed to its end
 * (`rel=expect`): a paint halfway through would show a centred card at one height, then move it. The scripts are
 * fetched at low priority: the page paints without them, and at the browser's default (high, as for scripts a
 * paint waits for) they compete with nothing but are taken for render-blocking by Lighthouse.
 */
function page(template: string, markup: string, css: string[], read: (file: string) => string) {
  const entryCss = [...template.matchAll(STYLESHEET_LINK)].map((match) => match[1]!);
  const files = [...new Set([...entryCss, ...css])];
  const head = [
    `<style>${files.map(read).join('\n')}</style>`,
    ...files.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`),
    '<link rel="expect" href="#first-paint-end" blocking="render">',
  ];
  return template
    .replace(STYLESHEET_LINK, '')
    .replace(SCRIPT_FETCH, '<$1 crossorigin fetchpriority="low" ')
    .replace('</head>', `${head.map((tag) => `  ${tag}\n`).join('')}  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-first-paint="signed-out" inert>${markup}</div><span id="first-paint-end" hidden></span>`,
    );
}

function writeCompressed(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  let bundle: Rollup.OutputBundle = {};

  async function buildForNode(outDir: string): Promise<PrerenderModule> {
    await build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      resolve: { alias: config.resolve.alias },
      plugins: [react(), reportDynamicImports(config.root)],
      build: {
        ssr: path.join(config.root, 'prerender.tsx'),
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
      },
    });
    const entry = fs.readdirSync(outDir).find((file) => /^prerender\.m?js$/.test(file));
    if (!entry) throw new Error(`the Node build of prerender.tsx wrote no prerender.js to ${outDir}`);
    return (await import(pathToFileURL(path.join(outDir, entry)).href)) as PrerenderModule;
  }

  return {
    name: 'haven:prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, output) {
      bundle = output;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      // The server serves the app at the root, and the pages name assets by absolute path.
      if (config.base !== '/') throw new Error(`prerendered pages need base '/', not '${config.base}'`);
      const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
      // Inside the project, so that the Node build finds the packages it leaves external.
      const nodeDir = path.resolve(outDir, '../prerender-build');
      const loaded = new Set<string>();
      Object.assign(globalThis, { [REPORT]: (id: string) => void loaded.add(id) });
      try {
        const pages = await buildForNode(nodeDir);
        for (const urlPath of pages.PUBLIC_PATHS) {
          loaded.clear();
          const markup = await pages.renderPublicPage(urlPath);
          const html = page(template, markup, stylesheetsOf(bundle, loaded), read);
          writeCompressed(path.join(outDir, pageFileOf(urlPath)), html);
        }
      } finally {
        Reflect.deleteProperty(globalThis, REPORT);
        fs.rmSync(nodeDir, { recursive: true, force: true });
      }
    },
  };
}
