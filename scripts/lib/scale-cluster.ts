/**
 * Haven scaled out on one machine, for `npm run scale-check`: a throwaway PostgreSQL database, one
 * S3-compatible store (s3rver), two server processes started at the same moment with the same AUTH_SECRET,
 * and a round-robin proxy in front of them. Everything is stopped and the database dropped by `stop()`.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { freePort, startServerProcess, type ServerProcess } from '../../src/server/testing/server-process';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

/** One JSON log line of a server (pino). */
export interface LogLine {
  msg?: string;
  pid?: number;
  [key: string]: unknown;
}

export interface ClusterServer {
  name: string;
  process: ServerProcess;
  /** The server's own address, bypassing the proxy. */
  url: string;
  /** Every log line the server has printed so far. */
  logs: LogLine[];
}

export interface ScaleCluster {
  /** A pool on the servers' database, for checking what they wrote. */
  db: pg.Pool;
  databaseName: string;
  /** The S3-compatible store (s3rver) and the bucket the servers share. */
  s3Endpoint: string;
  bucket: string;
  /** The DATA_DIR both servers share: with PostgreSQL and S3 it holds only the outbox of e-mails. */
  dataDir: string;
  servers: ClusterServer[];
  proxy: RoundRobinProxy;
  stop(): Promise<void>;
}

const BUCKET = 'haven-scale';

/** Collects a server's JSON log lines as they are printed. */
function collectLogs(server: ServerProcess): LogLine[] {
  const lines: LogLine[] = [];
  let partial = '';
  server.child.stdout?.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      if (!line.startsWith('{')) continue;
      try {
        lines.push(JSON.parse(line) as LogLine);
      } catch {
        // not a log line
      }
    }
  });
  return lines;
}

/** Starts the whole cluster on a new database on `adminUrl`'s server; on failure stops what it started. */
export async function startScaleCluster(adminUrl: string, serverCount = 2): Promise<ScaleCluster> {
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => console.error(`cleanup failed: ${String(error)}`));
    }
    cleanups.length = 0;
  };
  try {
    const databaseName = `haven_scale_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    });
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${databaseName}`;

    const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-scale-s3-'));
    cleanups.push(async () => fs.rmSync(s3Dir, { recursive: true, force: true }));
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port: s3Port } = (await s3.run()) as AddressInfo;
    cleanups.push(async () => void (await s3.close()));

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-scale-data-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));

    const ports = await Promise.all(Array.from({ length: serverCount }, () => freePort()));
    const proxy = await startRoundRobinProxy(ports.map((port) => `http://127.0.0.1:${port}`));
    cleanups.push(() => proxy.close());

    const env = {
      NODE_ENV: 'test',
      DEMO_MODE: 'true',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      AUTH_SECRET: randomBytes(48).toString('base64url'),
      TRUST_PROXY: 'loopback',
      // E-mailed links point at the load balancer, as in a real deployment.
      APP_ORIGIN: proxy.url,
      AUTH_RATE_LIMIT_MAX: '1000',
    };
    // Started together on the empty database: both migrate and seed at the same moment.
    const processes = await Promise.all(ports.map((port) => startServerProcess({ port, env })));
    cleanups.push(async () => void (await Promise.all(processes.map((server) => server.stop()))));
    const servers = processes.map((server, i) => ({
      name: String.fromCharCode(65 + i),
      process: server,
      url: server.url,
      logs: collectLogs(server),
    }));
    await Promise.all(processes.map((server) => server.healthy(120_000)));

    const db = new pg.Pool({ connectionString: databaseUrl.toString(), max: 2 });
    cleanups.push(() => db.end());
    return { db, databaseName, s3Endpoint: env.S3_ENDPOINT, bucket: BUCKET, dataDir, servers, proxy, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
