import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * What poppler's `pdfsig` (Debian's poppler-utils, installed by .ci/run) says of a PDF's signatures, as an
 * agency's reader would check a sealed file outside Haven.
 */
export async function pdfsig(bytes: Uint8Array): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'haven-pdfsig-'));
  const file = path.join(dir, 'sealed.pdf');
  try {
    await fs.writeFile(file, bytes);
    // pdfsig exits non-zero for a file whose signature does not hold: what it says is the answer either way.
    const { stdout } = await run('pdfsig', [file]).catch((error: { stdout?: string }) => ({
      stdout: error.stdout ?? '',
    }));
    return stdout;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
