/**
 * Memory under hostile uploads, for the issue notes: one family uploads a corpus of 45 decompression bombs
 * (a 99.8 MP JPEG, a 60000 x 1600 PNG, a 20000 x 20000 PNG header, a PDF whose page expands to 400 MB and a
 * PDF with a page far beyond the format's maximum), and the server's resident memory (with any process it
 * started) is sampled before, during and after processing. Embedded PGlite on a temporary DATA_DIR. Prints
 * figures, asserts nothing.
 *
 *   npx tsx scripts/bench-upload-bombs.ts
 */
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import {
  inflatingPdf,
  multipartForm,
  pngHeader,
  type UploadFile,
} from '../src/server/testing/document-fixtures';
import { sampleTreeRss, signInBearer, startBenchServer, treeRssMiB } from './lib/bench-server';

const COPIES = 9;
const PASSWORD = 'demo-password-2026';

async function corpus(): Promise<{ label: string; file: UploadFile }[]> {
  const flat = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 240, g: 240, b: 235 } } });
  const huge = await PDFDocument.create();
  huge.addPage([1_000_000, 1_000_000]);
  const kinds = [
    { label: '99.8 MP JPEG', file: { name: 'big.jpg', bytes: await flat(11_170, 8_935).jpeg().toBuffer() } },
    {
      label: '60000 x 1600 PNG',
      file: { name: 'wide.png', bytes: await flat(60_000, 1_600).png().toBuffer() },
    },
    { label: '20000 x 20000 PNG', file: { name: 'square.png', bytes: pngHeader(20_000, 20_000) } },
    {
      label: 'PDF expanding to 400 MB',
      file: { name: 'expands.pdf', bytes: inflatingPdf(400 * 1024 * 1024) },
    },
    {
      label: 'PDF with a 1,000,000 pt page',
      file: { name: 'huge.pdf', bytes: Buffer.from(await huge.save()) },
    },
  ];
  return Array.from({ length: COPIES }, () => kinds).flat();
}

async function main() {
  const files = await corpus();
  const { server, stop } = await startBenchServer({ LOG_LEVEL: 'fatal' });
  try {
    const pid = server.child.pid!;
    const family = await signInBearer(server.url, '/api/auth/family/sign-in', 'family@haven.demo', PASSWORD);
    const staff = await signInBearer(server.url, '/api/auth/sign-in', 'staff@haven.demo', PASSWORD);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idle = treeRssMiB(pid);
    const memory = sampleTreeRss(pid);

    const answers: Record<string, Record<number, number>> = {};
    const messages: Record<string, string> = {};
    const accepted: string[] = [];
    for (const [index, { label, file }] of files.entries()) {
      const form = multipartForm({ stepId: '4', documentName: `Bomb ${index + 1}` }, file);
      const response = await fetch(`${server.url}/api/family/documents`, {
        method: 'POST',
        headers: { ...form.headers, authorization: family },
        body: form.payload,
      });
      const body = (await response.json()) as { document?: { id: string }; message?: string };
      answers[label] = { ...answers[label], [response.status]: (answers[label]?.[response.status] ?? 0) + 1 };
      if (body.document) accepted.push(body.document.id);
      else messages[label] = body.message ?? '';
    }

    const started = Date.now();
    const outcomes: Record<string, number> = {};
    for (;;) {
      const states = await Promise.all(
        accepted.map(async (id) => {
          const response = await fetch(`${server.url}/api/staff/documents/${id}`, {
            headers: { authorization: staff },
          });
          return ((await response.json()) as { processingStatus: string }).processingStatus;
        }),
      );
      if (states.every((state) => state !== 'pending' && state !== 'processing')) {
        for (const state of states) outcomes[state] = (outcomes[state] ?? 0) + 1;
        break;
      }
      if (Date.now() - started > 20 * 60_000) throw new Error('processing did not finish within 20 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const processingSeconds = (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    memory.stop();
    const after = treeRssMiB(pid);

    console.log(`\n## ${files.length} bomb uploads (server alive: ${server.exited() === undefined})`);
    console.log('| upload | answers | message |');
    console.log('|---|---|---|');
    for (const [label, counts] of Object.entries(answers)) {
      console.log(`| ${label} | ${JSON.stringify(counts)} | ${messages[label] ?? ''} |`);
    }
    console.log(
      `\nprocessing of ${accepted.length} accepted files: ${JSON.stringify(outcomes)} in ${processingSeconds.toFixed(1)} s`,
    );
    console.log('| RSS (server and its processes) | MiB |');
    console.log('|---|---|');
    console.log(`| before | ${idle.toFixed(0)} |`);
    console.log(`| peak | ${memory.peak().toFixed(0)} |`);
    console.log(`| 10 s after the last job | ${after.toFixed(0)} |`);
  } finally {
    await stop();
  }
}

await main();
