/**
 * Vite plugin: after the client build, writes the public pages' first paint as HTML (decision 038), as a visitor
 * without a session sees it: `<outDir>/pages/<path>/index.html` (with .br and .gz), which the server sends for
 * those paths (src/server/plugins/static-client.ts) and main.tsx hydrates. The pages are rendered by the app's own
 * routes through React Router's static handler (src/client/prerender.tsx, built for Node).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** What `src/client/prerender.tsx` exports. */
interface PrerenderModule {
  PUBLIC_PATHS: readonly string[];
  renderPublicPage(path: string): Promise<string>;
}

const EMPTY_ROOT = '<div id="root"></div>';

function writeCompressed(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
}

export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'haven:prerender-public-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html lacks ${EMPTY_ROOT}`);
      // Inside the project, so that the Node build finds the packages it leaves external.
      const nodeDir = path.resolve(outDir, '../prerender-build');
      try {
        await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          resolve: { alias: config.resolve.alias },
          plugins: [react()],
          build: { ssr: 'prerender.tsx', outDir: nodeDir, emptyOutDir: true, minify: false },
        });
        const entry = pathToFileURL(path.join(nodeDir, 'prerender.js')).href;
        const pages = (await import(entry)) as PrerenderModule;
        for (const urlPath of pages.PUBLIC_PATHS) {
          // Inert until React has hydrated it: a field typed into before then would lose its text.
          const root = `<div id="root" inert>${await pages.renderPublicPage(urlPath)}</div>`;
          writeCompressed(
            path.join(outDir, 'pages', urlPath, 'index.html'),
            template.replace(EMPTY_ROOT, root),
          );
        }
      } finally {
        fs.rmSync(nodeDir, { recursive: true, force: true });
      }
    },
  };
}
