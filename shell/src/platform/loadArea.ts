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

/** Loads a remote's single-spa lifecycles; any failure becomes a ChunkLoadError with reason and address. */
export async function loadAreaLifecycles(
  containerName: string,
  manifestUrl: string,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<LifeCycles> {
  const address = manifestUrl || containerName;
  try {
    const mod = await withTimeout(loadRemote<LifeCycles>(`${containerName}/lifecycle`), timeoutMs, address);
    if (!mod || typeof (mod as LifeCycles).mount === 'undefined')
      throw new Error(`${containerName} exposes no lifecycle`);
    return mod as LifeCycles;
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
