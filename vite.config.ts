import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { prerenderPublicPages } from './scripts/lib/prerender-public-pages.js';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
};

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    react(),
    // Every text asset also as .br and .gz, which the server sends by Accept-Encoding (plugins/static-client.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
    // The public pages' first paint as HTML (decision 038).
    prerenderPublicPages(),
  ],
  resolve: {
    alias: [
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      // React Router's package names only its development build, whose warnings run in production too
      // (remix-run/react-router#14102); the production build differs in that switch alone.
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: 'http://localhost:3000',
        // The page's origin here is Vite's; the API takes its cookie requests from its own (plugins/same-origin.ts).
        headers: { origin: 'http://localhost:3000' },
      },
    },
  },
});
