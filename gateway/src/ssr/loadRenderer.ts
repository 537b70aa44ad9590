import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Renderer } from './types';

/** Where the shell's server build is, inside its build folder (SHELL_DIR). */
export const rendererFile = (shellDir: string) => path.join(shellDir, 'server', 'index.js');

/**
 * The shell's server build, required from SHELL_DIR and required again when the file changes (a shell
 * redeploy), so the gateway never needs a restart. Null when the shell has no server build.
 */
export function rendererSource(shellDir: string): () => Promise<Renderer | null> {
  const file = rendererFile(shellDir);
  let loaded: { mtimeMs: number; renderer: Renderer } | null = null;
  return async () => {
    const stat = await fs.stat(file).catch(() => null);
    if (!stat) return null;
    if (loaded?.mtimeMs === stat.mtimeMs) return loaded.renderer;
    // Node's own require (reached past a test runner's module registry): its cache is what a redeployed
    // build must be evicted from.
    const nodeRequire = process.getBuiltinModule('node:module').createRequire(file);
    delete nodeRequire.cache[file];

    const renderer = nodeRequire(file) as Renderer;
    if (typeof renderer.render !== 'function') throw new Error(`${file} exports no render()`);
    loaded = { mtimeMs: stat.mtimeMs, renderer };
    return renderer;
  };
}
