/**
 * Store key convention: every slice lives under `<owner>/<name>`, where the owner is the area that injects
 * it (its single-spa application name, e.g. `mfe-salary/explorer`) or `platform` for the platform's own.
 * One shared store holds every area's state, so a generic key such as `detail` could collide or be read by
 * another area; injection refuses it.
 */
export const SLICE_KEY_PATTERN = /^[a-z][a-z0-9-]*\/[a-z][A-Za-z0-9]*$/;

export function assertSliceKey(owner: string, reducerPath: string): void {
  if (!reducerPath.startsWith(`${owner}/`) || !SLICE_KEY_PATTERN.test(reducerPath)) {
    throw new Error(
      `Slice "${reducerPath}" cannot be injected by ${owner}: an area's slices are keyed "${owner}/<name>" ` +
        `(e.g. "${owner}/${reducerPath.split('/').pop() || 'state'}"), see shared-ui/platform/README.md.`,
    );
  }
}
