import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Who holds the lock: the pid and, where /proc tells it, when that process started (pids are reused). */
interface LockHolder {
  pid: number;
  started: string | null;
}

/** State and start time of a process from /proc (Linux); null where there is no /proc entry to read. */
function procStat(pid: number): { state: string; started: string } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: the fields after it follow the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', started: fields[19] ?? '' };
  } catch {
    return null;
  }
}

function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A holder is alive when its process still runs: not gone, not a zombie or exiting (killed with -9 and not
 * yet reaped), and not another process that was given the same pid since.
 */
function holderIsAlive(holder: LockHolder): boolean {
  if (!signalable(holder.pid)) return false;
  const stat = procStat(holder.pid);
  // Without /proc (not Linux) the signal is all there is to go by.
  if (!stat) return !fs.existsSync('/proc/self/stat');
  if (stat.state === 'Z' || stat.state === 'X' || stat.state === 'x') return false;
  return holder.started === null || holder.started === stat.started;
}

function readHolder(lockPath: string): LockHolder | null {
  const text = fs.readFileSync(lockPath, 'utf8').trim();
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder> | number;
    if (typeof parsed === 'number') return { pid: parsed, started: null };
    if (Number.isInteger(parsed.pid)) return { pid: parsed.pid!, started: parsed.started ?? null };
  } catch {
    // An unreadable lock protects nothing; it is taken over below.
  }
  return null;
}

/**
 * PGlite is one connection in one process: two processes writing the same files would corrupt them.
 * Takes DATA_DIR/haven.lock (our pid and start time); a lock whose holder is gone is taken over at once.
 * Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'haven.lock');
  const me: LockHolder = { pid: process.pid, started: procStat(process.pid)?.started ?? null };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      if (holder && holder.pid !== process.pid && holderIsAlive(holder)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Haven process (pid ${holder.pid}). ` +
            'Stop that process, or start this one with a different DATA_DIR or a DATABASE_URL.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
