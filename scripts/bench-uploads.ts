/**
 * Upload and document-processing figures for the issue notes (ARCHITECTURE "Budgets"): requests/s and p99 of
 * POST /api/family/documents with a 2 MB JPEG, the median processing time per page (photos, PDFs with a text
 * layer and scanned PDFs), and the server's peak memory while it processes them. Embedded PGlite on a temporary DATA_DIR;
 * traffic to 127.0.0.1 only; runs are bounded. Prints figures, asserts nothing.
 *
 *   npx tsx scripts/bench-uploads.ts
 *   BENCH_SECONDS=5 npx tsx scripts/bench-uploads.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { multipartForm, realPdf } from '../src/server/testing/document-fixtures';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
/** Caps the disk the upload run fills (each request stores 2 MB). */
const MAX_UPLOADS = 400;
const PROCESSING_UPLOADS = 20;
const ROOT = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'demo-password-2026';

/** A scanned-page look: dark text on light paper with sensor noise, encoded to about 2 MB. */
async function twoMegabyteJpeg(): Promise<Buffer> {
  const width = 1700;
  const height = 2200;
  const lines = [
    'EARNINGS STATEMENT',
    'ACME Corporation',
    'Pay period 03/01/2026 - 03/15/2026',
    'Gross Pay 4,250.00',
    'Net Pay 3,100.00',
    'Year to date 25,500.00',
  ];
  const text = lines
    .map(
      (line, i) =>
        `<text x="120" y="${260 + i * 140}" font-size="80" font-family="DejaVu Sans, sans-serif">${line}</text>`,
    )
    .join('');
  const page = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4f1ea"/>${text}</svg>`,
    ),
  )
    .removeAlpha()
    .raw()
    .toBuffer();
  for (let i = 0; i < page.length; i++)
    page[i] = Math.max(0, Math.min(255, page[i]! + Math.round((Math.random() - 0.5) * 56)));
  for (let quality = 88; ; quality += 2) {
    const jpeg = await sharp(page, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length >= 2_000_000 || quality >= 100) return jpeg;
  }
}

/** node --import tsx (one process, so its RSS is the server's). */
async function startServer() {
  const port = 3900 + Math.floor(Math.random() * 500);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-bench-uploads-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '100000',
      NODE_NO_WARNINGS: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return { child, base, dataDir };
}

async function stopServer(child: ChildProcess, dataDir: string) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function token(base: string, url: string, email: string) {
  const response = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed for ${email}: ${response.status}`);
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
}

/** VmRSS now and VmHWM (the kernel's high-water mark of RSS) of a process, in MiB. */
function memoryMiB(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function benchUploadRate(jpeg: Buffer) {
  const { child, base, dataDir } = await startServer();
  try {
    const family = await token(base, '/api/auth/family/sign-in', 'family@haven.demo');
    const form = multipartForm(
      { stepId: '4', documentName: 'Bench upload' },
      { name: 'paystub.jpg', bytes: jpeg },
    );
    const result = await autocannon({
      url: `${base}/api/family/documents`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: SECONDS,
      amount: MAX_UPLOADS,
      headers: { ...form.headers, authorization: family },
      body: form.payload,
    });
    console.log(
      `| POST /api/family/documents (${(jpeg.length / 1e6).toFixed(2)} MB JPEG) | ${Math.round(result.requests.average)} | ${result.latency.p99} | ${result.errors + result.non2xx} | ${result.requests.total} |`,
    );
  } finally {
    await stopServer(child, dataDir);
  }
}

interface ProcessingRun {
  label: string;
  file: { name: string; bytes: Buffer };
  pagesPerFile: number;
  uploads: number;
}

async function benchProcessing({ label, file, pagesPerFile, uploads }: ProcessingRun) {
  const { child, base, dataDir } = await startServer();
  try {
    const family = await token(base, '/api/auth/family/sign-in', 'family@haven.demo');
    const staff = await token(base, '/api/auth/sign-in', 'staff@haven.demo');
    const idle = memoryMiB(child.pid!);
    const started = performance.now();
    const ids: string[] = [];
    for (let i = 0; i < uploads; i++) {
      const form = multipartForm({ stepId: '4', documentName: `Bench upload ${i + 1}` }, file);
      const response = await fetch(`${base}/api/family/documents`, {
        method: 'POST',
        headers: { ...form.headers, authorization: family },
        body: form.payload,
      });
      if (response.status !== 201)
        throw new Error(`upload failed: ${response.status} ${await response.text()}`);
      ids.push(((await response.json()) as { document: { id: string } }).document.id);
    }
    const details = async () =>
      Promise.all(
        ids.map(
          async (id) =>
            (await (
              await fetch(`${base}/api/staff/documents/${id}`, { headers: { authorization: staff } })
            ).json()) as {
              processingStatus: string;
              processedAt: string | null;
              classification: string | null;
            },
        ),
      );
    let done = await details();
    while (done.some((d) => d.processingStatus === 'pending' || d.processingStatus === 'processing')) {
      if (performance.now() - started > 15 * 60_000)
        throw new Error('processing did not finish within 15 minutes');
      await new Promise((r) => setTimeout(r, 500));
      done = await details();
    }
    const after = memoryMiB(child.pid!);
    const processedAt = done.map((d) => Date.parse(d.processedAt ?? '')).sort((a, b) => a - b);
    // One worker runs the backlog one job at a time, so the gap between completions is one file's processing.
    const gaps = processedAt.slice(1).map((at, i) => (at - processedAt[i]!) / pagesPerFile);
    const failed = done.filter((d) => d.processingStatus !== 'completed').length;
    const classes = [...new Set(done.map((d) => d.classification))].join(', ');
    console.log(`\n## Processing ${uploads} uploads of ${label} (JOB_CONCURRENCY=1)`);
    console.log('| figure | value |');
    console.log('|---|---|');
    console.log(`| median processing time per page | ${Math.round(median(gaps))} ms |`);
    console.log(
      `| all ${uploads} uploaded and processed | ${((performance.now() - started) / 1000).toFixed(1)} s |`,
    );
    console.log(
      `| server RSS before uploads (peak so far) / peak while processing / after | ${Math.round(idle.rss)} (${Math.round(idle.peak)}) / ${Math.round(after.peak)} / ${Math.round(after.rss)} MiB |`,
    );
    console.log(`| failed | ${failed} |`);
    console.log(`| classifications | ${classes} |`);
  } finally {
    await stopServer(child, dataDir);
  }
}

const jpeg = await twoMegabyteJpeg();
console.log(
  `\n## Uploads (PGlite, ${CONNECTIONS} connections, ${SECONDS} s or ${MAX_UPLOADS} uploads, processing worker running alongside)`,
);
console.log('| endpoint | req/s | p99 ms | errors | requests |');
console.log('|---|---|---|---|---|');
await benchUploadRate(jpeg);
await benchProcessing({
  label: 'a 2 MB JPEG (normalize + thumbnail + OCR)',
  file: { name: 'paystub.jpg', bytes: jpeg },
  pagesPerFile: 1,
  uploads: PROCESSING_UPLOADS,
});
const statementLines = ['EARNINGS STATEMENT', 'ACME Corporation', 'Gross Pay 4,250.00', 'Net Pay 3,100.00'];
await benchProcessing({
  label: 'a 3-page PDF with a text layer (metadata strip + text + first-page render + thumbnail)',
  file: { name: 'statement.pdf', bytes: await realPdf([statementLines, statementLines, statementLines]) },
  pagesPerFile: 3,
  uploads: PROCESSING_UPLOADS,
});
await benchProcessing({
  label: 'a 2-page scanned PDF, 2 MB JPEG per page (render + OCR per page + thumbnail)',
  file: { name: 'scan.pdf', bytes: await realPdf([jpeg, jpeg]) },
  pagesPerFile: 2,
  uploads: PROCESSING_UPLOADS / 2,
});
