import fs from 'node:fs';
import path from 'node:path';

/**
 * The umask the server runs with: everything it creates under DATA_DIR (the embedded database, uploaded files,
 * the outbox's .eml files with live reset and invitation links, the dev auth secret) is the owner's alone.
 * PGlite and nodemailer create their files with 0666/0644 and leave the rest to the umask, so the umask is
 * the one place that covers them all (issue 42, security item 1).
 */
export const PRIVATE_UMASK = 0o077;

/** Group and other permission bits: none may be set on anything under DATA_DIR. */
const SHARED_BITS = 0o077;

export interface LooseModeReport {
  /** Paths whose group/other bits were cleared. */
  fixed: number;
  /** Paths that could not be changed (owned by someone else), with the reason. */
  failed: { path: string; reason: string }[];
}

/**
 * Clears group and other permissions on `dataDir` and everything in it (a directory made before the umask
 * was set, or by another tool, or restored from a backup). Symbolic links are left alone and not followed:
 * their target may be outside DATA_DIR. A missing directory is nothing to fix.
 */
export function makeDataDirPrivate(dataDir: string): LooseModeReport {
  const report: LooseModeReport = { fixed: 0, failed: [] };
  const visit = (target: string) => {
    let stats: fs.Stats;
    try {
      stats = fs.lstatSync(target);
    } catch (error) {
      // Removed between listing and looking (a PGlite temp file): nothing left to protect.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & SHARED_BITS) !== 0) {
      try {
        fs.chmodSync(target, stats.mode & 0o700);
        report.fixed += 1;
      } catch (error) {
        report.failed.push({ path: target, reason: (error as Error).message });
      }
    }
    if (!stats.isDirectory()) return;
    let names: string[];
    try {
      names = fs.readdirSync(target);
    } catch (error) {
      report.failed.push({ path: target, reason: (error as Error).message });
      return;
    }
    for (const name of names) visit(path.join(target, name));
  };
  visit(dataDir);
  return report;
}

function isPrivateOrMissing(dataDir: string): boolean {
  try {
    return (fs.statSync(dataDir).mode & SHARED_BITS) === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * Start-up's second half of keeping DATA_DIR private (the first is `process.umask(PRIVATE_UMASK)` before the
 * configuration is read, which may already write the dev auth secret): fixes what an earlier run or another
 * tool left readable, with one warning when there was something to fix.
 */
export function secureDataDir(
  dataDir: string,
  logger: { warn: (details: object, message: string) => void },
): LooseModeReport {
  // Nobody else can reach anything inside a directory that is the owner's alone: only a shared DATA_DIR is
  // walked, so a start-up does not stat every uploaded file each time.
  if (isPrivateOrMissing(dataDir)) return { fixed: 0, failed: [] };
  const report = makeDataDirPrivate(dataDir);
  if (report.fixed > 0 || report.failed.length > 0) {
    logger.warn(
      { dataDir, fixed: report.fixed, failed: report.failed.slice(0, 10) },
      'The data directory was readable by other users: its group and other permissions were removed',
    );
  }
  return report;
}
