import { randomUUID } from 'node:crypto';
import http from 'node:http';

type RequestHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const RETRY_AFTER_SECONDS = 5;

const STARTING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}"><title>Haven is starting</title></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem auto; max-width: 32rem; padding: 0 1rem">
<h1>Haven is starting</h1><p>This page reloads by itself in a few seconds.</p></body></html>`;

/** What every request gets before the app is ready: 503 with Retry-After, in the house error shape under /api. */
function answerStarting(req: http.IncomingMessage, res: http.ServerResponse) {
  const api = req.url?.startsWith('/api/') ?? false;
  res.writeHead(503, {
    'retry-after': String(RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    // The request's body is not read: the connection is not reused for the next one.
    connection: 'close',
    'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
  });
  res.end(
    api
      ? JSON.stringify({
          code: 'STARTING',
          message: 'Haven is starting. Try again in a few seconds.',
          requestId: randomUUID(),
        })
      : STARTING_PAGE,
  );
}

/**
 * The HTTP server main.ts listens on before the database is migrated and seeded, so that the port answers at
 * once: until `serve()` hands it the app's handler, every request (readiness too) answers 503 "starting".
 * Fastify takes it through its `serverFactory` option.
 */
export function createStartingServer(): { server: http.Server; serve(handler: RequestHandler): void } {
  let handler: RequestHandler = answerStarting;
  const server = http.createServer((req, res) => handler(req, res));
  return {
    server,
    serve(next) {
      handler = next;
    },
  };
}

/** Listens on host:port; rejects on EADDRINUSE and the like. */
export function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
