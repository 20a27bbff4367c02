import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { chunkGroups } from './scripts/lib/chunk-groups.js';
import { mantineComponentStyles } from './scripts/lib/mantine-styles-plugin.js';
import { prerenderPages } from './scripts/lib/prerender-plugin.js';
import { themeVariables } from './scripts/lib/theme-variables-plugin.js';

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
    // Each page gets the CSS of the Mantine components it renders, not all of Mantine's (decision 011).
    mantineComponentStyles(),
    // The theme's CSS variables, worked out at build time for the light scheme alone (decision 037).
    themeVariables(),
    // Every text asset also as .br and .gz, which the server sends by Accept-Encoding (plugins/static-client.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
    // The public pages' first paint as HTML, and every page's own preloads (decision 011).
    prerenderPages(),
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
    // The signed-in shells in a few chunks instead of some sixty small ones (decision 019).
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups(fileURLToPath(new URL('./src/client', import.meta.url))) },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
