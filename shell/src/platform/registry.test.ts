import { fetchRegistry } from './registry';

// jsdom has no Response; the registry reader only needs ok, status and json().
const respond = (status: number, body: unknown) =>
  jest.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }));

describe('fetchRegistry', () => {
  it('reads the live remotes from the gateway, never from the cache', async () => {
    const remotes = [
      {
        name: 'mfe_search',
        remote: 'mfe-search',
        version: 'v1',
        manifest: '/remotes/mfe-search/v1/mf-manifest.json',
      },
    ];
    const fetchImpl = respond(200, { remotes });
    await expect(fetchRegistry(fetchImpl as unknown as typeof fetch)).resolves.toEqual(remotes);
    expect(fetchImpl).toHaveBeenCalledWith('/registry.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('fails clearly when the registry is unavailable', async () => {
    await expect(fetchRegistry(respond(503, {}) as unknown as typeof fetch)).rejects.toThrow(
      'Registry unavailable (HTTP 503)',
    );
  });

  it('treats a registry without remotes as empty', async () => {
    await expect(fetchRegistry(respond(200, {}) as unknown as typeof fetch)).resolves.toEqual([]);
  });
});
