import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { moduleLogger, type Logger } from '../log';

/**
 * Where uploaded files' bytes live, outside the database's rows (the `files` table holds their metadata).
 * A port so an object store (S3 and the like) can replace the local disk without touching the use-cases;
 * keys are made here, never taken from a request.
 */
export interface FileStore {
  /** Stores the bytes under a new key and answers it. */
  put(bytes: Uint8Array): Promise<string>;
  /** The bytes of `key`, as a stream. */
  open(key: string): Readable;
  /** Removes `key`; a key already gone is not an error (deletions may be retried). */
  remove(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{32}$/;

/**
 * The default FileStore: one file per key under `dir` (two-level fan-out so no directory grows huge),
 * written to a temporary name and renamed, so a half-written file is never served.
 */
export function localDiskFileStore(dir: string): FileStore {
  const pathOf = (key: string) => {
    // Keys are ours (hex), so a path outside `dir` cannot be formed; checked anyway.
    if (!KEY.test(key)) throw new Error(`not a file key: ${key}`);
    return path.join(dir, key.slice(0, 2), key);
  };
  return {
    async put(bytes) {
      const key = randomBytes(16).toString('hex');
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(`${file}.part`, bytes, { flag: 'wx' });
      await rename(`${file}.part`, file);
      return key;
    },
    open(key) {
      return createReadStream(pathOf(key));
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** A store in a new temporary directory, created on the first write (an app created without a store). */
export function defaultFileStore(): FileStore {
  return localDiskFileStore(path.join(os.tmpdir(), `opengood-files-${randomBytes(6).toString('hex')}`));
}

/** A store in a new temporary directory (tests). */
export async function temporaryFileStore(): Promise<{ store: FileStore; dir: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'opengood-files-'));
  return { store: localDiskFileStore(dir), dir };
}

/**
 * Removes the bytes of rows already deleted (committed). A failure is logged, not thrown: the change the
 * user asked for is done, and a leftover file costs only disk space.
 */
export async function removeStoredFiles(
  store: FileStore | undefined,
  keys: readonly string[],
  log: Pick<Logger, 'error'> = moduleLogger('files'),
): Promise<void> {
  if (!store) return;
  for (const result of await Promise.allSettled(keys.map((key) => store.remove(key))))
    if (result.status === 'rejected') log.error({ err: result.reason }, 'stored file not removed');
}
