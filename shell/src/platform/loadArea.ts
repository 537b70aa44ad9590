import { loadRemote } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { ChunkLoadError, CHUNK_TIMEOUT_MS, classifyLoadFailure } from './chunkLoadError';

export function withTimeout<T>(promise: Promise<T>, ms: number, address: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', address)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/**
 * Loads one module a remote exposes (`<container>/<expose>`) and checks it with `accept`; any failure becomes
 * a ChunkLoadError with reason and address (the manifest's).
 */
export async function loadExposedModule<T>(
  containerName: string,
  expose: string,
  manifestUrl: string,
  accept: (mod: unknown) => T,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<T> {
  const address = manifestUrl || containerName;
  try {
    return accept(await withTimeout(loadRemote(`${containerName}/${expose}`), timeoutMs, address));
  } catch (error) {
    if (error instanceof ChunkLoadError) throw error;
    if (!manifestUrl) throw new ChunkLoadError('missing', address, error);
    const reason = classifyLoadFailure(error);
    throw new ChunkLoadError(
      reason === 'timeout' ? reason : ((await probeMissing(manifestUrl)) ?? reason),
      address,
      error,
    );
  }
}

/** Loads a remote's single-spa lifecycles; any failure becomes a ChunkLoadError with reason and address. */
export function loadAreaLifecycles(
  containerName: string,
  manifestUrl: string,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<LifeCycles> {
  return loadExposedModule(
    containerName,
    'lifecycle',
    manifestUrl,
    (mod) => {
      if (!mod || typeof (mod as LifeCycles).mount === 'undefined')
        throw new Error(`${containerName} exposes no lifecycle`);
      return mod as LifeCycles;
    },
    timeoutMs,
  );
}

/**
 * The federation runtime reads a manifest without looking at the HTTP status (a 404 page surfaces as a JSON
 * parse error), so after a failure the address is asked once more to tell a missing remote from a broken one.
 */
export async function probeMissing(url: string, fetchImpl: typeof fetch = fetch): Promise<'missing' | null> {
  try {
    const res = await fetchImpl(url, { cache: 'no-store', signal: AbortSignal.timeout(5_000) });
    return res.status === 404 || res.status === 410 ? 'missing' : null;
  } catch {
    return null;
  }
}
