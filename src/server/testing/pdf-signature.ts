import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The CMS in a signed PDF's /Contents and the bytes its /ByteRange covers. */
export function signedParts(pdf: Buffer) {
  const match = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(pdf.toString('latin1'));
  if (!match) throw new Error('no /ByteRange in the PDF');
  const [a, b, c, d] = match.slice(1).map(Number) as [number, number, number, number];
  const contents = pdf
    .subarray(a + b, c)
    .toString('latin1')
    .replace(/[<>]/g, '');
  const padded = Buffer.from(contents, 'hex');
  // DER length of the outer SEQUENCE: the zero padding after it is not part of the CMS.
  const lengthBytes = padded[1]! & 0x7f;
  const length =
    padded[1]! < 0x80 ? padded[1]! : padded.subarray(2, 2 + lengthBytes).readUIntBE(0, lengthBytes);
  const cms = padded.subarray(0, 2 + (padded[1]! < 0x80 ? 0 : lengthBytes) + length);
  const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  return { cms, signed, ranges: [a, b, c, d] as const };
}

/** `openssl cms -verify` of a signed PDF against the CA in `caPem`; resolves true when openssl accepts it. */
export async function opensslVerifies(pdf: Buffer, caPem: string): Promise<boolean> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'haven-cms-'));
  try {
    const { cms, signed } = signedParts(pdf);
    await fs.writeFile(path.join(dir, 'sig.der'), cms);
    await fs.writeFile(path.join(dir, 'content.bin'), signed);
    await fs.writeFile(path.join(dir, 'ca.pem'), caPem);
    await run('openssl', [
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      path.join(dir, 'sig.der'),
      '-content',
      path.join(dir, 'content.bin'),
      '-CAfile',
      path.join(dir, 'ca.pem'),
      '-purpose',
      'any',
      '-out',
      path.join(dir, 'out.bin'),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
