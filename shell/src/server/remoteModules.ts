import { createInstance } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { AppRootProps, Feature } from '@opengood/platform';
import type { RenderRemote } from './types';

/** What a remote's server container exposes as `./server` (its src/server.ts). */
export interface ServerModule {
  App: ComponentType<AppRootProps>;
  feature: Feature;
}

// Each singleton is handed over as the very module object this bundle uses, so a remote's React, store
// and i18n are the shell's.
const LIBS: Record<string, () => unknown> = {
  react: () => require('react'),
  'react/jsx-runtime': () => require('react/jsx-runtime'),
  'react-dom': () => require('react-dom'),
  'react-dom/client': () => require('react-dom/client'),
  'react-redux': () => require('react-redux'),
  '@reduxjs/toolkit': () => require('@reduxjs/toolkit'),
  'redux-saga': () => require('redux-saga'),
  i18next: () => require('i18next'),
  'react-i18next': () => require('react-i18next'),
  'styled-components': () => require('styled-components'),
  'single-spa': () => require('single-spa'),
  '@opengood/platform': () => require('@opengood/platform'),
};

const packageOf = (key: string) => (key.startsWith('@') ? key : (key.split('/')[0] ?? key));

function sharedModules() {
  return Object.fromEntries(
    Object.entries(LIBS).map(([key, lib]) => [
      key,
      {
        version: __SHARED_VERSIONS__[key] ?? __SHARED_VERSIONS__[packageOf(key)] ?? '0.0.0',
        lib,
        shareConfig: { singleton: true, requiredVersion: false as const },
      },
    ]),
  );
}

type FederationGlobal = {
  __FEDERATION__?: { __INSTANCES__?: { options: { name: string } }[]; __SHARE__?: Record<string, unknown> };
};

/**
 * A container's runtime reuses a global instance of its name if one exists (with the share scope, so the
 * React, of the host that created it): the previous copy's is dropped before a fresh container starts.
 */
function forgetRemoteInstances(name: string) {
  const federation = (globalThis as FederationGlobal).__FEDERATION__;
  const instances = federation?.__INSTANCES__ ?? [];
  for (let i = instances.length - 1; i >= 0; i--)
    if (instances[i]?.options.name === name) instances.splice(i, 1);
  for (const key of Object.keys(federation?.__SHARE__ ?? {}))
    if (key === name || key.startsWith(`${name}:`)) delete federation!.__SHARE__![key];
}

/**
 * Loads a server container with Node's require: its file is an immutable deployed version, so nothing is
 * fetched. Required afresh by each copy of this renderer (the gateway requires a redeployed shell again),
 * since a container is bound to the share scope (the React) of the first host that initialised it.
 */
function fileEntryPlugin() {
  return {
    name: 'opengood-file-entry',
    loadEntry: ({ remoteInfo }: { remoteInfo: { name: string; entry: string } }) => {
      const file = __non_webpack_require__.resolve(remoteInfo.entry.split('#')[0]!);
      delete __non_webpack_require__.cache[file];
      forgetRemoteInstances(remoteInfo.name);
      return __non_webpack_require__(file) as never;
    },
  };
}

// Unique per copy of this renderer: the federation runtime keeps share scopes and loaded entries globally
// (by host name, by entry), and a redeployed shell must provide its own React, not find the previous copy's.
const HOST_NAME = `shell_server_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

const federation = createInstance({
  name: HOST_NAME,
  remotes: [],
  shared: sharedModules(),
  plugins: [fileEntryPlugin()],
});

/** The version each container name is registered at; a new version re-registers it (force). */
const registered = new Map<string, string>();
const modules = new Map<string, Promise<ServerModule>>();

/** The `./server` module of a remote's live version; a version switch takes effect without a restart. */
export function loadServerModule(remote: RenderRemote & { serverEntryFile: string }): Promise<ServerModule> {
  const cacheKey = `${remote.name}@${remote.version}`;
  const cached = modules.get(cacheKey);
  if (cached) return cached;
  if (registered.get(remote.name) !== remote.version) {
    federation.registerRemotes([{ name: remote.name, entry: `${remote.serverEntryFile}#${HOST_NAME}` }], {
      force: true,
    });
    registered.set(remote.name, remote.version);
    for (const key of modules.keys()) if (key.startsWith(`${remote.name}@`)) modules.delete(key);
  }
  const loading = federation.loadRemote<ServerModule>(`${remote.name}/server`).then((mod) => {
    if (!mod?.App || !mod.feature) throw new Error(`${remote.name}/server exposes no App and feature`);
    return mod;
  });
  // A failed load is not cached: the next request tries again (the file may have been fixed).
  loading.catch(() => modules.delete(cacheKey));
  modules.set(cacheKey, loading);
  return loading;
}
