/**
 * Vite plugin: after the client build, writes the first paint of the public pages as HTML (decision 011), as a
 * visitor without a session sees them. Each page carries the CSS of its first paint inline, so the HTML alone
 * paints it. The pages land in `<outDir>/pages/<path>/index.html` (with .br and .gz), which the server sends for
 * those paths (src/server/plugins/static-client.ts); main.tsx hydrates them.
 *
 * `src/client/prerender.tsx` is built for Node into a temporary folder. In that build every dynamic `import()` of
 * the app also reports the module it loads, so the plugin knows which route modules a page rendered, and from
 * the client bundle which stylesheets they need.
 *
 * The pages a session opens on (the two dashboards) get no first paint of their own, since what they show depends
 * on who is signed in, but the app's loading frame, which main.tsx replaces, and the names of their shell's chunks
 * and stylesheets, so that the browser fetches them alongside the entry instead of after it has run.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import {
  build,
  type BuildOptions,
  type InlineConfig,
  type Plugin,
  type ResolvedConfig,
  type Rollup,
} from 'vite';

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
  renderLoadingFrame(): Promise<string>;
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

/**
 * The signed-in pages a session opens on, each with the chunk of its shell (scripts/lib/chunk-groups.ts): the
 * route modules the router loads for that path on a first load; the chunks the page loads after its first paint
 * (the family dashboard's tiles, decision 022), whose stylesheets it takes before it; and the reads its first
 * render waits for (the profile and the dashboard: app/route-prefetch.ts), which the session boot script starts.
 */
interface ShellPage {
  shell: string;
  afterFirstPaint: string[];
  firstReads: string[];
}

const SHELL_PAGES: Record<string, ShellPage> = {
  '/family': {
    shell: 'family-shell',
    afterFirstPaint: ['family-tiles'],
    firstReads: ['/api/auth/me', '/api/family/dashboard'],
  },
  '/staff': {
    shell: 'staff-shell',
    afterFirstPaint: [],
    firstReads: ['/api/auth/me', '/api/staff/dashboard'],
  },
};

/** Where the session boot script sends the refresh (src/client/session-boot.ts). */
const SESSION_REFRESH_URL = '/api/auth/refresh';

/** The page with `tags` at the end of its head, one to a line. */
const withHeadTags = (html: string, tags: string[]) =>
  html.replace(/\n?\s*<\/head>/, `${tags.map((tag) => `\n    ${tag}`).join('')}\n  </head>`);

const chunksOf = (bundle: Rollup.OutputBundle) =>
  Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');

/** The given chunks with the chunks these import, directly or not. */
function chunksReached(chunks: Rollup.OutputChunk[], start: Iterable<Rollup.OutputChunk | undefined>) {
  const reached = new Map<string, Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || reached.has(chunk.fileName)) return;
    reached.set(chunk.fileName, chunk);
    chunk.imports.forEach((file) => visit(chunks.find((c) => c.fileName === file)));
  };
  for (const chunk of start) visit(chunk);
  return [...reached.values()];
}

const stylesheetsOf = (chunks: Rollup.OutputChunk[]) => [
  ...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])),
];

/** The stylesheets the given modules need: those of their chunks and of the chunks these import. */
function stylesheetsOfModules(bundle: Rollup.OutputBundle, moduleIds: Iterable<string>): string[] {
  const chunks = chunksOf(bundle);
  const holders = [...moduleIds].map((id) => chunks.find((chunk) => chunk.moduleIds.includes(id)));
  return stylesheetsOf(chunksReached(chunks, holders));
}

/** The chunk the code splitting named `name` (scripts/lib/chunk-groups.ts). */
function namedChunk(chunks: Rollup.OutputChunk[], name: string): Rollup.OutputChunk {
  const chunk = chunks.find((candidate) => candidate.name === name && !candidate.isEntry);
  if (!chunk) throw new Error(`the client build has no chunk named ${name} (scripts/lib/chunk-groups.ts)`);
  return chunk;
}

/**
 * The template without its stylesheet links, and the head tags that take their place with `css` added: every
 * stylesheet inline, so that nothing but the HTML stands between the request and the first paint, and named again
 * by a disabled link. The browser does not fetch those, and Vite's preload helper, which skips a stylesheet a
 * <link> already names, does not fetch them again when a route's chunks load.
 */
function inlineStylesheets(template: string, css: string[], read: (file: string) => string) {
  const entryCss = [...template.matchAll(STYLESHEET_LINK)].map((match) => match[1]!);
  const files = [...new Set([...entryCss, ...css])];
  return {
    template: template.replace(STYLESHEET_LINK, ''),
    head: [
      `<style>${files.map(read).join('\n')}</style>`,
      ...files.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`),
    ],
  };
}

/**
 * A shell's page: index.html with the loading frame in #root and the stylesheets of the shell and of what the page
 * loads after its first paint (the family dashboard's tiles, decision 022) inline, the session boot script first
 * (decision 029), and the shell's chunks named (`modulepreload`, as Vite names the entry's imports). The frame
 * paints from the HTML alone, before any script has arrived; without the chunks' names the browser would learn of
 * them only once the entry has arrived and run. The stylesheets are there from the start because one added to a
 * page on screen makes the browser work out the style of every element again, a long task on a phone. The app's
 * scripts are fetched at low priority, after the boot script, which starts the requests the first render waits
 * for: they compete with nothing else, and at the browser's default priority Lighthouse takes them for
 * render-blocking.
 */
function shellPage(
  template: string,
  bundle: Rollup.OutputBundle,
  { shell, afterFirstPaint, firstReads }: ShellPage,
  { loadingFrame, bootScript }: { loadingFrame: string; bootScript: string },
  read: (file: string) => string,
): string {
  const chunks = chunksOf(bundle);
  const reached = chunksReached(chunks, [namedChunk(chunks, shell)]).filter((chunk) => !chunk.isEntry);
  const later = chunksReached(
    chunks,
    afterFirstPaint.map((name) => namedChunk(chunks, name)),
  );
  const inlined = inlineStylesheets(template, stylesheetsOf([...reached, ...later]), read);
  const head = [
    ...inlined.head,
    ...reached.map(
      (chunk) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${chunk.fileName}">`,
    ),
  ];
  const boot = `<script async fetchpriority="high" src="/${bootScript}" data-session="${SESSION_REFRESH_URL}" data-reads="${firstReads.join(' ')}"></script>`;
  // Ahead of the entry, so that the browser asks for it first and it runs before the app can start.
  const scripts = inlined.template
    .replace(SCRIPT_FETCH, '<$1 crossorigin fetchpriority="low" ')
    .replace('<script type="module"', `${boot}\n    <script type="module"`);
  return withHeadTags(scripts, head).replace('<div id="root"></div>', `<div id="root">${loadingFrame}</div>`);
}

/**
 * The page: the markup in #root, marked as the signed-out first paint and inert (its form must not submit
 * natively before main.tsx hands it to React), and every stylesheet it needs inline. Painting waits until the
 * markup is parsed to its end (`rel=expect`): a paint halfway through would show a centred card at one height,
 * then move it. The scripts are fetched at low priority: the page paints without them, and at the browser's
 * default (high, as for scripts a paint waits for) they compete with nothing but are taken for render-blocking by
 * Lighthouse.
 */
function page(template: string, markup: string, css: string[], read: (file: string) => string) {
  const inlined = inlineStylesheets(template, css, read);
  const head = [...inlined.head, '<link rel="expect" href="#first-paint-end" blocking="render">'];
  const scripts = inlined.template.replace(SCRIPT_FETCH, '<$1 crossorigin fetchpriority="low" ');
  return withHeadTags(scripts, head).replace(
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

  /** A build of its own from the client's sources, with the client's aliases, into `outDir`. */
  const buildApart = (outDir: string, options: Pick<InlineConfig, 'plugins'> & { build: BuildOptions }) =>
    build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      resolve: { alias: config.resolve.alias },
      plugins: options.plugins,
      build: { outDir, emptyOutDir: true, copyPublicDir: false, ...options.build },
    });

  async function buildForNode(outDir: string): Promise<PrerenderModule> {
    await buildApart(outDir, {
      plugins: [react(), reportDynamicImports(config.root)],
      build: { ssr: path.join(config.root, 'prerender.tsx'), minify: false },
    });
    const entry = fs.readdirSync(outDir).find((file) => /^prerender\.m?js$/.test(file));
    if (!entry) throw new Error(`the Node build of prerender.tsx wrote no prerender.js to ${outDir}`);
    return (await import(pathToFileURL(path.join(outDir, entry)).href)) as PrerenderModule;
  }

  /**
   * The session boot script (src/client/session-boot.ts) as a classic script of its own, minified, in the assets
   * with a content hash; resolves to its path in `outDir`.
   */
  async function buildSessionBoot(outDir: string, workDir: string): Promise<string> {
    const bootDir = path.join(workDir, 'session-boot');
    await buildApart(bootDir, {
      build: {
        rolldownOptions: {
          input: path.join(config.root, 'session-boot.ts'),
          output: { format: 'iife', entryFileNames: 'session-boot.js' },
        },
      },
    });
    const code = fs.readFileSync(path.join(bootDir, 'session-boot.js'), 'utf8');
    const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
    const file = `assets/session-boot-${hash}.js`;
    writeCompressed(path.join(outDir, file), code);
    return file;
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
          const html = page(template, markup, stylesheetsOfModules(bundle, loaded), read);
          writeCompressed(path.join(outDir, pageFileOf(urlPath)), html);
        }
        const shared = {
          loadingFrame: await pages.renderLoadingFrame(),
          bootScript: await buildSessionBoot(outDir, nodeDir),
        };
        for (const [urlPath, shell] of Object.entries(SHELL_PAGES)) {
          const html = shellPage(template, bundle, shell, shared, read);
          writeCompressed(path.join(outDir, pageFileOf(urlPath)), html);
        }
      } finally {
        Reflect.deleteProperty(globalThis, REPORT);
        fs.rmSync(nodeDir, { recursive: true, force: true });
      }
    },
  };
}
