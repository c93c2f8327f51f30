/**
 * One process per embedded database. PGlite has no cross-process lock, and two processes writing
 * one data directory silently lose data, so whoever opens it first writes its pid into a lock file
 * beside it (`<dir>.lock`: PGlite owns everything inside the directory). A second process refuses
 * while that pid is alive; a lock left by a process that died is taken over.
 */
import { linkSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DataDirectoryInUse extends Error {
  override name = "DataDirectoryInUse";
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(
      `The database in ${dataDir} is already open in another Muddle process (pid ${pid}). ` +
        `Stop that process first (the embedded database cannot be shared), or set DATA_DIR to use another one. ` +
        `If no such process is running, delete ${lockFile}.`,
    );
  }
}

export function lockFileFor(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

/**
 * Takes the lock on a data directory for this process, or throws DataDirectoryInUse. Returns the
 * release function; the lock is also released if the process exits without calling it.
 */
export function lockDataDirectory(dataDir: string): () => void {
  const lockFile = lockFileFor(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(lockFile)) return holdUntilRelease(lockFile);
    const owner = readOwner(lockFile);
    // Our own pid in the file (a container restarted under the same pid) or a dead owner: stale.
    if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
      throw new DataDirectoryInUse(path.resolve(dataDir), owner, lockFile);
    }
    rmSync(lockFile, { force: true });
  }
  throw new Error(`Could not take the lock ${lockFile}: another process keeps replacing it.`);
}

/**
 * Creates the lock file only if it does not exist, already holding our pid: written to a file of
 * our own first and then hard-linked into place (atomic, and fails if the name exists), so another
 * process never reads a lock file whose pid is not written yet.
 */
function tryCreate(lockFile: string): boolean {
  const draft = `${lockFile}.${process.pid}`;
  writeFileSync(draft, `${process.pid}\n`, { mode: 0o644 });
  try {
    linkSync(draft, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

function readOwner(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, "utf8").trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    // Gone meanwhile, or written half-way by a process that died: treated as stale.
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function holdUntilRelease(lockFile: string): () => void {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off("exit", release);
    // Only our own lock: never remove one another process took over meanwhile.
    if (readOwner(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
  process.on("exit", release);
  return release;
}
