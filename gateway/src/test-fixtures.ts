import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RegistryEntry, RegistryFile } from './registry';

/** A throwaway DEPLOY_DIR + SHELL_DIR laid out like the real ones (the real builds need not exist). */
export interface Fixture {
  root: string;
  deployDir: string;
  shellDir: string;
  writeRegistry(file: RegistryFile): void;
  writeRemoteFile(remote: string, version: string, file: string, content: string): void;
  cleanup(): void;
}

export const INDEX_HTML =
  '<!doctype html><html><head><script src="/assets/shell/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';

export function makeFixture({ withShell = true } = {}): Fixture {
  const root = mkdtempSync(path.join(os.tmpdir(), 'opengood-gateway-'));
  const deployDir = path.join(root, 'deploy');
  const shellDir = path.join(root, 'shell-dist');
  mkdirSync(path.join(deployDir, 'remotes'), { recursive: true });
  if (withShell) {
    mkdirSync(shellDir, { recursive: true });
    writeFileSync(path.join(shellDir, 'index.html'), INDEX_HTML);
    writeFileSync(
      path.join(shellDir, 'main.0123abcd.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    writeFileSync(path.join(shellDir, 'favicon.ico'), 'icon');
  }
  return {
    root,
    deployDir,
    shellDir,
    writeRegistry(file) {
      writeFileSync(path.join(deployDir, 'registry.json'), JSON.stringify(file, null, 2));
    },
    writeRemoteFile(remote, version, file, content) {
      const dir = path.join(deployDir, 'remotes', remote, version);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, file), content);
    },
    cleanup() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export function entry(remote: string, version: string, manifest?: string): RegistryEntry {
  return {
    name: remote.replace(/-/g, '_'),
    remote,
    version,
    manifest: manifest ?? `/remotes/${remote}/${version}/mf-manifest.json`,
    builtAt: '2026-11-21T23:15:00.000Z',
    commit: 'abc1234',
    switchedAt: '2026-11-21T23:16:00.000Z',
  };
}

/** A registry where each remote has just its current entry. */
export function registryOf(...entries: RegistryEntry[]): RegistryFile {
  return { remotes: Object.fromEntries(entries.map((e) => [e.remote, { current: e, history: [e] }])) };
}
