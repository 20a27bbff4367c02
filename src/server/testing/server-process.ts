import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const OUTPUT_KEPT = 64 * 1024;

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not pick a free port'));
      });
    });
  });
}

export interface ServerProcess {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  child: ChildProcess;
  /** The last 64 KB the server printed. */
  output(): string;
  /** How it ended ('exit code 1', 'signal SIGKILL'), or undefined while it runs. */
  exited(): string | undefined;
  /** Resolves once /api/health answers 200; rejects with the server's output if it stops or times out. */
  healthy(timeoutMs?: number): Promise<void>;
  /** Sends the signal to the server's process group (the server and any process it started). */
  signal(signal: NodeJS.Signals): void;
  /** Resolves true once the process has exited, false after `ms`. */
  waitForExit(ms: number): Promise<boolean>;
  /** SIGTERM, then SIGKILL if it has not stopped within 10 s. */
  stop(): Promise<void>;
}

/**
 * Runs `src/server/main.ts` (what `npm start` runs) as its own process group on a free port, with the given
 * environment on top of this process's. For tests and scripts that need the real server over HTTP.
 */
export async function startServerProcess(options: {
  env: Record<string, string>;
  /** Prefix for echoing the server's output to stderr; omit to keep it quiet. */
  echo?: string;
  port?: number;
  /** Extra node flags, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.S3_BUCKET;
  Object.assign(
    env,
    { HOST: '127.0.0.1', PORT: String(port), APP_ORIGIN: url, NODE_NO_WARNINGS: '1' },
    options.env,
  );

  // One process (node loading TypeScript through tsx), so its pid and memory are the server's own.
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/server/main.ts'],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-OUTPUT_KEPT);
    if (options.echo) process.stderr.write(text.replace(/^(?=.)/gm, `[${options.echo}] `));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = signal ? `signal ${signal}` : `exit code ${code}`;
  });
  child.once('error', (error) => {
    exited = `spawn error: ${error.message}`;
  });

  const waitForExit = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (exited !== undefined) return resolve(true);
      const timer = setTimeout(() => resolve(false), ms);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });

  const signal = (name: NodeJS.Signals) => {
    if (child.pid === undefined || exited !== undefined) return;
    try {
      process.kill(-child.pid, name);
    } catch {
      child.kill(name);
    }
  };

  return {
    url,
    child,
    output: () => output,
    exited: () => exited,
    signal,
    waitForExit,
    async healthy(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (exited !== undefined) {
          throw new Error(
            `The Haven server stopped before it was healthy (${exited}). Its output:\n${output}`,
          );
        }
        try {
          const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
          if (response.ok) return;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) {
          throw new Error(`The Haven server was not healthy within ${timeoutMs} ms. Its output:\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      signal('SIGTERM');
      if (!(await waitForExit(10_000))) {
        signal('SIGKILL');
        await waitForExit(5_000);
      }
    },
  };
}
