/** docs/product/http-and-errors.md#script-loading: a script chunk load failure is reported as ChunkLoadError with a reason and the address. */
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

// docs/product/http-and-errors.md#script-loading: 120 s is the hard limit for a chunk; the area shows its fallback well before (see loadArea).
export const CHUNK_TIMEOUT_MS = 120_000;

function describe(error: unknown): string {
  const e = error as { name?: string; message?: string; cause?: unknown } | null;
  const own = `${e?.name ?? ''} ${e?.message ?? String(error)}`;
  return e?.cause ? `${own} ${describe(e.cause)}` : own;
}

/**
 * Reads the Module Federation runtime's error codes (RUNTIME-003 manifest not fetched, RUNTIME-008 script not
 * loaded, RUNTIME-013/014/015 a remote that arrived but is broken) and the browser's own messages.
 */
export function classifyLoadFailure(error: unknown): ChunkFailureReason {
  const text = describe(error);
  if (/timeout|timed out/i.test(text)) return 'timeout';
  if (/SyntaxError|Unexpected token|not valid JSON|RUNTIME-(002|005|006|012|013|014|015)/i.test(text))
    return 'error';
  if (/RUNTIME-(001|003|004|007|008|011)|\b404\b|not found|Failed to fetch|NetworkError|ERR_/i.test(text))
    return 'missing';
  return 'error';
}
