import { act, render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  AppProviders,
  createAppStore,
  createI18n,
  defineSlots,
  Slot,
  type SlotHost,
} from '@opengood/platform';
import { createFakeHttp } from '@opengood/platform/testing';
import { ChunkLoadError } from './chunkLoadError';
import type { RegistryEntry } from './registry';
import { createShellSlotHost, exposesSlots, loadSlotsModule } from './slotModules';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

const entry = (remote: string, extra: Partial<RegistryEntry> = {}): RegistryEntry => ({
  name: remote.replace(/-/g, '_'),
  remote,
  version: 'v1',
  manifest: `/remotes/${remote}/v1/mf-manifest.json`,
  ...extra,
});

const expose = (key: string) => ({ id: `x:${key.slice(2)}`, name: key.slice(2), path: key });

/** A fake gateway: each manifest URL answers its body, or a status. */
function manifests(answers: Record<string, { exposes: unknown[] } | number>) {
  return jest.fn(async (url: string) => {
    const answer = answers[url];
    if (answer === undefined || typeof answer === 'number')
      return { ok: false, status: answer ?? 404, json: async () => ({}) };
    return { ok: true, status: 200, json: async () => answer };
  }) as unknown as jest.MockedFunction<typeof fetch>;
}

const cartSlots = defineSlots({
  fills: {
    'header.actions': [
      { id: 'cart-pill', Component: ({ pathname }) => <a href="/admin/1/cart">{`Cart ${pathname}`}</a> },
    ],
  },
});

function renderSlot(host: SlotHost) {
  const fake = createFakeHttp();
  render(
    <AppProviders
      store={createAppStore()}
      i18n={createI18n('en')}
      platform={{
        http: fake.http,
        preload: () => undefined,
        supportUrl: 'https://support.example',
        slots: host,
      }}
    >
      <Slot name="header.actions" props={{ pathname: '/en/jobs' }} />
    </AppProviders>,
  );
}

beforeEach(() => loadRemoteMock.mockReset());

describe('which remotes expose ./slots', () => {
  it('believes the registry entry when it lists its exposes (no request)', async () => {
    const fetchImpl = manifests({});
    await expect(
      exposesSlots(entry('mfe-org-dashboard', { exposes: ['./lifecycle', './App', './slots'] }), fetchImpl),
    ).resolves.toBe(true);
    await expect(
      exposesSlots(entry('mfe-salary', { exposes: ['./lifecycle', './App'] }), fetchImpl),
    ).resolves.toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("else reads the remote's manifest (exposes by path, or by name)", async () => {
    const fetchImpl = manifests({
      '/remotes/mfe-org-dashboard/v1/mf-manifest.json': {
        exposes: [expose('./lifecycle'), expose('./App'), { name: 'slots' }],
      },
      '/remotes/mfe-search/v1/mf-manifest.json': { exposes: [expose('./lifecycle'), expose('./App')] },
    });
    await expect(exposesSlots(entry('mfe-org-dashboard'), fetchImpl)).resolves.toBe(true);
    await expect(exposesSlots(entry('mfe-search'), fetchImpl)).resolves.toBe(false);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes/mfe-search/v1/mf-manifest.json', expect.anything());
  });

  it('a manifest that cannot be read is a ChunkLoadError with its reason and address', async () => {
    await expect(exposesSlots(entry('mfe-search'), manifests({}))).rejects.toMatchObject({
      name: 'ChunkLoadError',
      reason: 'missing',
      address: '/remotes/mfe-search/v1/mf-manifest.json',
    });
    await expect(
      exposesSlots(entry('mfe-search'), manifests({ '/remotes/mfe-search/v1/mf-manifest.json': 503 })),
    ).rejects.toMatchObject({ reason: 'error' });
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(exposesSlots(entry('mfe-search'), offline)).rejects.toMatchObject({ reason: 'missing' });
    const broken = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => JSON.parse('<html>'),
    })) as unknown as typeof fetch;
    await expect(exposesSlots(entry('mfe-search'), broken)).rejects.toMatchObject({ reason: 'error' });
  });
});

describe("loading a remote's ./slots module", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("loads only the container's slots module, and checks its shape", async () => {
    // After a failure the manifest is asked again (probeMissing): it is there, so the remote is broken.
    globalThis.fetch = jest.fn(async () => ({ status: 200 })) as unknown as typeof fetch;
    loadRemoteMock.mockResolvedValueOnce({ slots: cartSlots });
    await expect(loadSlotsModule(entry('mfe-org-dashboard'))).resolves.toBe(cartSlots);
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_org_dashboard/slots');

    loadRemoteMock.mockResolvedValueOnce({ default: {} });
    await expect(loadSlotsModule(entry('mfe-org-dashboard'))).rejects.toMatchObject({
      name: 'ChunkLoadError',
      reason: 'error',
      cause: new Error('mfe_org_dashboard/slots exports no slots module'),
    });
  });

  it('turns a failed load into a ChunkLoadError (a missing remote is told from a broken one)', async () => {
    globalThis.fetch = jest.fn(async () => ({ status: 404 })) as unknown as typeof fetch;
    loadRemoteMock.mockRejectedValueOnce(
      new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'),
    );
    await expect(loadSlotsModule(entry('mfe-org-dashboard'))).rejects.toMatchObject({
      name: 'ChunkLoadError',
      reason: 'missing',
      address: '/remotes/mfe-org-dashboard/v1/mf-manifest.json',
    });
  });
});

describe("the shell's slot host", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('waits for the registry, loads the ./slots of the remotes that expose it, reports the ones that fail', async () => {
    let registryRead!: (entries: RegistryEntry[]) => void;
    const registry = new Promise<RegistryEntry[]>((resolve) => (registryRead = resolve));
    const fetchImpl = manifests({
      '/remotes/mfe-org-dashboard/v1/mf-manifest.json': {
        exposes: [expose('./lifecycle'), expose('./App'), expose('./slots')],
      },
      '/remotes/mfe-search/v1/mf-manifest.json': { exposes: [expose('./lifecycle'), expose('./App')] },
      '/remotes/mfe-listings/v1/mf-manifest.json': 404,
    });
    loadRemoteMock.mockImplementation(async (id: string) => {
      if (id === 'mfe_org_dashboard/slots') return { slots: cartSlots };
      throw new Error(`unexpected load of ${id}`);
    });
    const reportError = jest.fn();
    const host = createShellSlotHost({
      store: createAppStore(),
      i18n: createI18n('en'),
      registry,
      reportError,
      fetchImpl,
    });
    renderSlot(host);
    const loading = host.load();
    await act(async () => undefined);
    expect(fetchImpl).not.toHaveBeenCalled(); // the registry is not read yet

    await act(async () => {
      registryRead([
        entry('mfe-search'),
        entry('mfe-listings'),
        entry('mfe-org-dashboard'),
        entry('mfe-salary', { exposes: ['./lifecycle', './App'] }),
      ]);
      await loading;
    });
    expect(screen.getByRole('link', { name: 'Cart /en/jobs' })).toHaveAttribute('href', '/admin/1/cart');
    // Only the small module: no area's code was loaded for it.
    expect(loadRemoteMock.mock.calls).toEqual([['mfe_org_dashboard/slots']]);
    expect(fetchImpl).toHaveBeenCalledTimes(3); // mfe-salary's entry said it has no ./slots
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError.mock.calls[0]![0]).toBeInstanceOf(ChunkLoadError);
    expect(reportError.mock.calls[0]![0]).toMatchObject({
      reason: 'missing',
      address: '/remotes/mfe-listings/v1/mf-manifest.json',
    });
  });

  it('a remote whose slots module fails to load leaves its fills absent, reported', async () => {
    globalThis.fetch = jest.fn(async () => ({ status: 200 })) as unknown as typeof fetch;
    loadRemoteMock.mockRejectedValue(
      new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'),
    );
    const reportError = jest.fn();
    const host = createShellSlotHost({
      store: createAppStore(),
      i18n: createI18n('en'),
      registry: Promise.resolve([
        entry('mfe-org-dashboard', { exposes: ['./lifecycle', './App', './slots'] }),
      ]),
      reportError,
    });
    renderSlot(host);
    await act(() => host.load());
    expect(screen.queryByRole('link')).toBeNull();
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'ChunkLoadError', reason: 'missing' }),
    );
  });
});
