import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** A second service on the same data folder: refused before it touches the database files. */
export class DataFolderInUseError extends Error {}

interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

const LOCK_FILE = 'service.lock';

/**
 * One service per embedded data folder. PGlite has no lock of its own across processes: two services on one folder
 * both reported ready, and the second removed the first's socket and lost writes. The lock is a file created
 * exclusively (atomic, so two starting at once cannot both win) naming the owner's pid; a lock whose process is
 * gone (killed with -9, crashed) is stale and taken over.
 */
export class DataFolderLock {
  private constructor(private readonly file: string) {}

  static acquire(dataDir: string): DataFolderLock {
    const file = join(dataDir, LOCK_FILE);
    const owner: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        writeFileSync(file, `${JSON.stringify(owner)}\n`, { flag: 'wx', mode: 0o600 });
        return new DataFolderLock(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const current = readOwner(file);
      if (current && isAlive(current)) {
        throw new DataFolderInUseError(
          `The data folder ${dataDir} is in use by another service (pid ${current.pid} on ${current.host}, since ${current.since}). ` +
            'Stop that service first, or give this one its own DATA_DIR.',
        );
      }
      // Stale: its process is gone. Remove it and try the exclusive create again (another starter may win that).
      rmSync(file, { force: true });
    }
    throw new DataFolderInUseError(`Could not lock the data folder ${dataDir}: another service keeps taking it`);
  }

  release(): void {
    const owner = readOwner(this.file);
    if (owner?.pid === process.pid) rmSync(this.file, { force: true });
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, host: String(parsed.host ?? ''), since: String(parsed.since ?? '') } : null;
  } catch {
    // Unreadable or half-written (a crash while writing): nobody can be relying on it.
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  // Another machine's process cannot be checked from here (a shared network folder): assume it is alive.
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return isNodeProcess(owner.pid);
}

/** A pid reused by an unrelated program after a crash must not keep the folder locked forever (Linux /proc). */
function isNodeProcess(pid: number): boolean {
  try {
    return /node/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true;
  }
}
