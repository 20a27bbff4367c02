/**
 * The checks of `npm run scale-check` (scripts/scale-check.ts): each one drives the two servers of a
 * ScaleCluster through HTTP, then reads what they did from the database and their logs, and returns its
 * figures and whether it passed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts';
import { multipartForm, textImage } from '../../src/server/testing/document-fixtures';
import type { ClusterServer, LogLine, ScaleCluster } from './scale-cluster';

export interface CheckOutcome {
  ok: boolean;
  figures: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` every 250 ms until it returns something, or throws after `timeoutMs` saying what it waited for. */
async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(250);
  }
}

export interface Credentials {
  authorization: string;
  /** `haven_refresh=…`, for sign-out. */
  cookie: string;
}

export async function signIn(base: string, email: string, portal: 'staff' | 'family'): Promise<Credentials> {
  const route = portal === 'family' ? '/api/auth/family/sign-in' : '/api/auth/sign-in';
  const response = await fetch(base + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} at ${base} answered ${response.status}`);
  const { access_token: token } = (await response.json()) as { access_token: string };
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('haven_refresh='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`sign-in of ${email} set no refresh cookie`);
  return { authorization: `Bearer ${token}`, cookie };
}

/** The status of one request (its body read and dropped). */
async function statusOf(
  base: string,
  route: string,
  options: { method?: string; authorization?: string; cookie?: string; json?: unknown } = {},
): Promise<number> {
  const headers: Record<string, string> = {};
  if (options.authorization) headers.authorization = options.authorization;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(base + route, {
    method: options.method ?? 'GET',
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  await response.arrayBuffer();
  return response.status;
}

async function upload(base: string, authorization: string, n: number): Promise<string> {
  const bytes = await textImage({
    lines: [`SCALE CHECK ${n}`, 'Gross Pay 4,250.00'],
    width: 900,
  });
  const form = multipartForm(
    { stepId: '4', documentName: `Scale check upload ${n}` },
    { name: `scale-${n}.jpg`, bytes },
  );
  const response = await fetch(`${base}/api/family/documents`, {
    method: 'POST',
    headers: { ...form.headers, authorization },
    body: form.payload,
  });
  if (response.status !== 201)
    throw new Error(`upload ${n} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { document: { id: string } }).document.id;
}

const logsOf = (server: ClusterServer, msg: string, match: (line: LogLine) => boolean = () => true) =>
  server.logs.filter((line) => line.msg === msg && match(line));

const pidsLine = (cluster: ScaleCluster) =>
  cluster.servers.map((s) => `${s.name} = ${s.url} (pid ${s.process.child.pid})`).join(', ');

/** The housekeeping schedule, seen for the first time by both servers starting together, ran once. */
export async function scheduleOnceAtStart(cluster: ScaleCluster): Promise<CheckOutcome> {
  const query = "select id, status, attempts from jobs where kind = 'housekeeping'";
  await waitFor('the first housekeeping job to succeed', 60_000, async () => {
    const { rows } = await cluster.db.query<{ status: string }>(query);
    return rows.some((row) => row.status === 'succeeded') ? true : undefined;
  });
  // Both servers keep polling (every second): give them a few turns to enqueue a second one if they would.
  await sleep(4000);
  const { rows } = await cluster.db.query<{ id: string; status: string; attempts: number }>(query);
  const [schedule] = (
    await cluster.db.query<{ next_run_at: Date; last_due_at: Date; last_job_id: string }>(
      "select next_run_at, last_due_at, last_job_id from job_schedules where name = 'housekeeping'",
    )
  ).rows;
  // Other daily schedules (the expiry scan, transcript retention) are enqueued at start too: count this one's.
  const enqueued = cluster.servers.map(
    (s) => logsOf(s, 'scheduled job enqueued for its period', (line) => line.kind === 'housekeeping').length,
  );
  const ran = cluster.servers.map(
    (s) => logsOf(s, 'job succeeded', (line) => line.kind === 'housekeeping').length,
  );
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    ok:
      rows.length === 1 &&
      rows[0]?.status === 'succeeded' &&
      rows[0].attempts === 1 &&
      schedule?.last_job_id === rows[0].id &&
      sum(enqueued) === 1 &&
      sum(ran) === 1,
    figures: [
      `servers: ${pidsLine(cluster)}, started at the same moment on an empty database`,
      `housekeeping jobs in the jobs table: ${rows.length} (${rows.map((r) => `${r.status}, attempts ${r.attempts}`).join('; ')})`,
      `"scheduled job enqueued" log lines for housekeeping per server: ${enqueued.join(' + ')}; "job succeeded" (housekeeping): ${ran.join(' + ')}`,
      `schedule row: period ${schedule?.last_due_at.toISOString()} claimed, next due ${schedule?.next_run_at.toISOString()}`,
    ],
  };
}

/** Every processing job of `count` uploads through the proxy ran exactly once, on both servers between them. */
export async function jobsOnce(cluster: ScaleCluster, count: number): Promise<CheckOutcome> {
  const family = await signIn(cluster.proxy.url, 'family@haven.demo', 'family');
  const before = cluster.proxy.counts();
  const ids: string[] = [];
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  // Four uploads in flight at a time, as a few families would send them.
  for (let i = 0; i < numbers.length; i += 4) {
    ids.push(
      ...(await Promise.all(
        numbers.slice(i, i + 4).map((n) => upload(cluster.proxy.url, family.authorization, n)),
      )),
    );
  }
  const spread = cluster.proxy.counts().map((n, i) => n - (before[i] ?? 0));
  type JobRow = { id: string; status: string; attempts: number; document_id: string };
  const jobsQuery = `select id, status, attempts, payload->>'documentId' as document_id from jobs
    where kind = 'process-document' and payload->>'documentId' = any($1)`;
  const started = Date.now();
  const jobs = await waitFor('every processing job to finish', 15 * 60_000, async () => {
    const { rows } = await cluster.db.query<JobRow>(jobsQuery, [ids]);
    return rows.length === ids.length && rows.every((r) => r.status === 'succeeded' || r.status === 'failed')
      ? rows
      : undefined;
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const jobIds = new Set(jobs.map((job) => job.id));
  const ranBy = cluster.servers.map((s) =>
    logsOf(s, 'job succeeded', (line) => jobIds.has(String(line.jobId))).map((line) => String(line.jobId)),
  );
  const timesRun = new Map<string, number>();
  for (const id of ranBy.flat()) timesRun.set(id, (timesRun.get(id) ?? 0) + 1);
  const failedAttempts = cluster.servers.flatMap((s) =>
    logsOf(s, 'job attempt failed', (line) => jobIds.has(String(line.jobId))),
  );
  const { rows: documents } = await cluster.db.query<{ processing_status: string; n: number }>(
    'select processing_status, count(*)::int as n from family_documents where id = any($1) group by 1',
    [ids],
  );
  const completed = documents.find((d) => d.processing_status === 'completed')?.n ?? 0;
  const once = [...jobIds].every((id) => timesRun.get(id) === 1);
  return {
    ok:
      jobs.length === count &&
      new Set(jobs.map((j) => j.document_id)).size === count &&
      jobs.every((job) => job.status === 'succeeded' && job.attempts === 1) &&
      once &&
      failedAttempts.length === 0 &&
      completed === count &&
      ranBy.every((ran) => ran.length > 0),
    figures: [
      `${count} uploads through the proxy, spread ${spread.join(' / ')} over the servers`,
      `processing jobs: ${jobs.length} for ${new Set(jobs.map((j) => j.document_id)).size} documents; ${jobs.filter((j) => j.status === 'succeeded').length} succeeded; attempts ${[...new Set(jobs.map((j) => j.attempts))].join(', ')}; all done ${seconds} s after the last upload`,
      `"job succeeded" log lines per job: ${once ? 'exactly 1 for each' : 'NOT exactly 1 for each'}; failed attempts: ${failedAttempts.length}`,
      `run by server ${cluster.servers.map((s, i) => `${s.name}: ${ranBy[i]!.length}`).join(', ')}`,
      `documents completed: ${completed} of ${count}`,
    ],
  };
}

/** A sign-out, a removed permission override and a removed role on one server apply at once on the other. */
export async function revocationsEverywhere(cluster: ScaleCluster): Promise<CheckOutcome> {
  const [a, b] = cluster.servers as [ClusterServer, ClusterServer];
  const figures: string[] = [];
  let ok = true;
  const expect = (label: string, actual: number, wanted: number) => {
    ok &&= actual === wanted;
    figures.push(`${label}: ${actual}${actual === wanted ? '' : ` (expected ${wanted})`}`);
  };

  const signedOut = await signIn(a.url, 'staff@haven.demo', 'staff');
  expect(
    `staff signed in on ${a.name}: GET /api/auth/me on ${b.name}`,
    await statusOf(b.url, '/api/auth/me', signedOut),
    200,
  );
  expect(
    `sign-out on ${a.name}`,
    await statusOf(a.url, '/api/auth/sign-out', { method: 'POST', cookie: signedOut.cookie, json: {} }),
    204,
  );
  expect(`the same token right after, on ${b.name}`, await statusOf(b.url, '/api/auth/me', signedOut), 401);

  const admin = await signIn(a.url, 'super@haven.demo', 'staff');
  const staff = await signIn(b.url, 'staff@haven.demo', 'staff');
  const users = (await (
    await fetch(`${a.url}/api/admin/users?search=staff%40haven.demo`, {
      headers: { authorization: admin.authorization },
    })
  ).json()) as { items: { id: string; email: string }[] };
  const staffId = users.items.find((u) => u.email === 'staff@haven.demo')?.id;
  if (!staffId) throw new Error('staff@haven.demo not found through /api/admin/users');
  const override = `/api/admin/users/${staffId}/permissions/manage_documents`;
  const role = `/api/admin/users/${staffId}/roles`;

  expect(
    `staff GET /api/staff/documents on ${b.name} (granted manage_documents)`,
    await statusOf(b.url, '/api/staff/documents', staff),
    200,
  );
  expect(
    `admin on ${a.name} removes the manage_documents grant`,
    await statusOf(a.url, override, { ...admin, method: 'DELETE' }),
    204,
  );
  expect(
    `staff GET /api/staff/documents on ${b.name} right after`,
    await statusOf(b.url, '/api/staff/documents', staff),
    403,
  );
  expect(
    `admin on ${b.name} grants it again`,
    await statusOf(b.url, override, { ...admin, method: 'PUT', json: { granted: true } }),
    204,
  );
  expect(
    `staff GET /api/staff/documents on ${a.name} right after`,
    await statusOf(a.url, '/api/staff/documents', staff),
    200,
  );

  expect(
    `staff GET /api/staff/dashboard on ${b.name} (role staff)`,
    await statusOf(b.url, '/api/staff/dashboard', staff),
    200,
  );
  expect(
    `admin on ${a.name} removes the role staff`,
    await statusOf(a.url, `${role}/staff`, { ...admin, method: 'DELETE' }),
    204,
  );
  expect(
    `staff GET /api/staff/dashboard on ${b.name} right after`,
    await statusOf(b.url, '/api/staff/dashboard', staff),
    403,
  );
  expect(
    `admin on ${b.name} gives the role back`,
    await statusOf(b.url, role, { ...admin, method: 'POST', json: { role: 'staff' } }),
    204,
  );
  expect(
    `staff GET /api/staff/dashboard on ${a.name} right after`,
    await statusOf(a.url, '/api/staff/dashboard', staff),
    200,
  );
  return { ok, figures };
}

async function fileOf(base: string, route: string, authorization: string) {
  const response = await fetch(base + route, { headers: { authorization } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Keys in the cluster's bucket (one page is plenty here). */
async function bucketKeys(cluster: ScaleCluster): Promise<number> {
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: cluster.s3Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: cluster.bucket, MaxKeys: 1000 }));
  s3.destroy();
  return listed.KeyCount ?? 0;
}

/**
 * Files written by one server are served by the other: a document is uploaded to each server in turn, its
 * cleaned file and thumbnail are written by whichever server processed it, and both servers serve the same
 * bytes. Nothing is written to the shared DATA_DIR: the files are in the bucket.
 */
export async function filesAcrossServers(cluster: ScaleCluster): Promise<CheckOutcome> {
  const figures: string[] = [];
  let ok = true;
  for (const [n, receiver] of cluster.servers.entries()) {
    const family = await signIn(receiver.url, 'family@haven.demo', 'family');
    const id = await upload(receiver.url, family.authorization, 1000 + n);
    const { rows } = await cluster.db.query<{ id: string }>(
      "select id from jobs where kind = 'process-document' and payload->>'documentId' = $1",
      [id],
    );
    const jobId = rows[0]?.id;
    const writer = await waitFor('the processing job to be logged', 5 * 60_000, async () =>
      cluster.servers.find((s) => logsOf(s, 'job succeeded', (line) => line.jobId === jobId).length > 0),
    );
    for (const variant of ['file', 'thumbnail'] as const) {
      const route = `/api/family/documents/${id}/${variant}`;
      const served = await Promise.all(
        cluster.servers.map((s) => fileOf(s.url, route, family.authorization)),
      );
      const first = served[0]!.bytes;
      const same = served.every((r) => r.status === 200 && r.bytes.length > 0 && r.bytes.equals(first));
      ok &&= same;
      figures.push(
        `uploaded to ${receiver.name}, ${variant} written by ${writer.name} (processing): ${cluster.servers.map((s, i) => `${s.name} answers ${served[i]!.status}`).join(', ')}, ${first.length} bytes, ${same ? 'identical' : 'NOT identical'}`,
      );
    }
  }
  const keys = await bucketKeys(cluster);
  const localFiles = fs.existsSync(path.join(cluster.dataDir, 'files'))
    ? fs.readdirSync(path.join(cluster.dataDir, 'files'), { recursive: true }).length
    : 0;
  ok &&= keys > 0 && localFiles === 0;
  figures.push(`objects in the S3 bucket: ${keys}; files under the shared DATA_DIR/files: ${localFiles}`);
  return { ok, figures };
}

/**
 * When the housekeeping period comes due again (its due time set back three days, as after three days with
 * every server down), the two polling servers enqueue and run it once, and the next period is tomorrow's.
 */
export async function scheduleOnceWhenDue(cluster: ScaleCluster): Promise<CheckOutcome> {
  await cluster.db.query(
    "update job_schedules set next_run_at = now() - interval '3 days' where name = 'housekeeping'",
  );
  const query = "select status, attempts from jobs where kind = 'housekeeping'";
  await waitFor('the second housekeeping job to succeed', 60_000, async () => {
    const { rows } = await cluster.db.query<{ status: string }>(query);
    return rows.filter((row) => row.status === 'succeeded').length >= 2 ? true : undefined;
  });
  await sleep(4000);
  const { rows } = await cluster.db.query<{ status: string; attempts: number }>(query);
  const [schedule] = (
    await cluster.db.query<{ next_run_at: Date; last_due_at: Date; due_now: boolean }>(
      "select next_run_at, last_due_at, next_run_at <= now() as due_now from job_schedules where name = 'housekeeping'",
    )
  ).rows;
  const ran = cluster.servers.map(
    (s) => logsOf(s, 'job succeeded', (line) => line.kind === 'housekeeping').length,
  );
  const tomorrow = schedule ? schedule.next_run_at.getTime() - Date.now() <= 86_400_000 : false;
  return {
    ok:
      rows.length === 2 &&
      rows.every((row) => row.status === 'succeeded' && row.attempts === 1) &&
      schedule?.due_now === false &&
      tomorrow,
    figures: [
      `housekeeping jobs after the period came due with both servers polling: ${rows.length} in all (1 at start + 1 now), all succeeded once`,
      `run by server ${cluster.servers.map((s, i) => `${s.name}: ${ran[i]}`).join(', ')} (in all)`,
      `claimed period ${schedule?.last_due_at.toISOString()}; next due ${schedule?.next_run_at.toISOString()}`,
    ],
  };
}
