/**
 * A small load balancer for scale checks: each request goes to the next upstream in turn, with the client's
 * address appended to X-Forwarded-For as a real proxy does (the servers believe it with TRUST_PROXY=loopback).
 * Bodies and answers are streamed, so uploads and server-sent events pass through unchanged.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers that describe one connection, not the request: a proxy must not pass them on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export interface RoundRobinProxy {
  url: string;
  /** Requests sent to each upstream so far, in the order of `upstreams`. */
  counts(): number[];
  close(): Promise<void>;
}

function forwardedHeaders(req: http.IncomingMessage, upstream: URL): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  const client = req.socket.remoteAddress ?? '';
  const prior = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${String(prior)}, ${client}` : client;
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers.host = upstream.host;
  return headers;
}

/** Listens on 127.0.0.1 (`port`, or a free one) and spreads requests over `upstreams` in turn. */
export async function startRoundRobinProxy(upstreams: string[], port = 0): Promise<RoundRobinProxy> {
  const targets = upstreams.map((upstream) => new URL(upstream));
  const counts = targets.map(() => 0);
  const agent = new http.Agent({ keepAlive: true });
  let next = 0;

  const server = http.createServer((req, res) => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index]! += 1;
    const target = targets[index]!;
    const upstream = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: forwardedHeaders(req, target),
      },
      (answer) => {
        const headers: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (res.headersSent) res.destroy(error);
      else
        res.writeHead(502, { 'content-type': 'text/plain' }).end(`upstream ${target.host}: ${error.message}`);
    });
    // A client that goes away (a closed page, an aborted event stream) ends the upstream request too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    counts: () => [...counts],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
