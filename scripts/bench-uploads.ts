/**
 * Upload and document-processing figures for the issue notes (ARCHITECTURE "Budgets"): requests/s and p99 of
 * POST /api/family/documents with a 2 MB JPEG, the median processing time per page (photos, PDFs with a text
 * layer and scanned PDFs), and the memory of the server and its processes while it processes them. Embedded
 * PGlite on a temporary DATA_DIR; traffic to 127.0.0.1 only; runs are bounded. Prints figures, asserts nothing.
 *
 *   npx tsx scripts/bench-uploads.ts
 *   BENCH_SECONDS=5 npx tsx scripts/bench-uploads.ts
 */
import autocannon from 'autocannon';
import sharp from 'sharp';
import { multipartForm, realPdf } from '../src/server/testing/document-fixtures';
import { sampleTreeRss, signInBearer, startBenchServer, treeRssMiB } from './lib/bench-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
/** Caps the disk the upload run fills (each request stores 2 MB). */
const MAX_UPLOADS = 400;
const PROCESSING_UPLOADS = 20;
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function benchUploadRate(jpeg: Buffer) {
  const { server, stop } = await startBenchServer();
  const base = server.url;
  try {
    const family = await signInBearer(base, '/api/auth/family/sign-in', 'family@haven.demo', PASSWORD);
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
    await stop();
  }
}

interface ProcessingRun {
  label: string;
  file: { name: string; bytes: Buffer };
  pagesPerFile: number;
  uploads: number;
}

async function benchProcessing({ label, file, pagesPerFile, uploads }: ProcessingRun) {
  const { server, stop } = await startBenchServer();
  const base = server.url;
  try {
    const family = await signInBearer(base, '/api/auth/family/sign-in', 'family@haven.demo', PASSWORD);
    const staff = await signInBearer(base, '/api/auth/sign-in', 'staff@haven.demo', PASSWORD);
    const idle = treeRssMiB(server.child.pid!);
    const memory = sampleTreeRss(server.child.pid!);
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
    memory.stop();
    const after = treeRssMiB(server.child.pid!);
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
      `| RSS of the server and its processes: before uploads / peak while processing / after | ${Math.round(idle)} / ${Math.round(memory.peak())} / ${Math.round(after)} MiB |`,
    );
    console.log(`| failed | ${failed} |`);
    console.log(`| classifications | ${classes} |`);
  } finally {
    await stop();
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
