/** Spec §8: a script chunk load failure is reported as ChunkLoadError with a reason and the address. */
export type ChunkFailureReason = 'missing' | 'timeout' | 'error';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    readonly reason: ChunkFailureReason,
    readonly address: string,
    override readonly cause?: unknown,
  ) {
    super(`Loading chunk failed (${reason}): ${address}`);
  }
}

// Spec §9: 120 s is the hard limit for a chunk; the area shows its fallback well before (see loadArea).
export const CHUNK_TIMEOUT_MS = 120_000;

export function classifyLoadFailure(error: unknown): ChunkFailureReason {
  const text = String((error as Error)?.message ?? error);
  if (/404|not found|missing|Failed to fetch|manifest/i.test(text)) return 'missing';
  if (/timeout|timed out/i.test(text)) return 'timeout';
  return 'error';
}
