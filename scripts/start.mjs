#!/usr/bin/env node
// `npm start`: build the client when it has not been built yet, then run the server in this terminal.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) =>
  path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

if (!existsSync(path.join(root, 'dist', 'client', 'index.html'))) {
  console.log('[start] dist/client is missing: building the client (vite build)…');
  const build = spawnSync(bin('vite'), ['build'], { cwd: root, stdio: 'inherit', env: process.env });
  if (build.error) {
    console.error(`[start] could not run vite: ${build.error.message} (did you run npm install?)`);
    process.exit(1);
  }
  if (build.status !== 0) {
    console.error(`[start] vite build failed (exit ${build.status ?? build.signal})`);
    process.exit(build.status ?? 1);
  }
}

const server = spawn(bin('tsx'), [path.join('src', 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

server.on('error', (error) => {
  console.error(`[start] could not run tsx: ${error.message} (did you run npm install?)`);
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // The server shuts down gracefully on either signal; we exit when it does.
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  if (signal) {
    // Re-raise so our parent sees the same cause of death.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 1);
});
