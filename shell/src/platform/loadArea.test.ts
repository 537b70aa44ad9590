import { probeMissing, withTimeout } from './loadArea';
import { ChunkLoadError, classifyLoadFailure } from './chunkLoadError';

describe('loading an area', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns a load that never ends into a ChunkLoadError with reason timeout and the address', async () => {
    const never = new Promise<never>(() => {});
    const result = withTimeout(never, 120_000, '/remotes/mfe-search/v1/mf-manifest.json');
    jest.advanceTimersByTime(120_000);
    await expect(result).rejects.toMatchObject({
      name: 'ChunkLoadError',
      reason: 'timeout',
      address: '/remotes/mfe-search/v1/mf-manifest.json',
    });
  });

  it('passes a result or an error through before the limit', async () => {
    await expect(withTimeout(Promise.resolve(42), 1000, 'x')).resolves.toBe(42);
    await expect(withTimeout(Promise.reject(new Error('boom')), 1000, 'x')).rejects.toThrow('boom');
  });

  it('classifies failures as missing, timeout or error', () => {
    // The Module Federation runtime's own messages (error codes from @module-federation/error-codes).
    expect(
      classifyLoadFailure(new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003')),
    ).toBe('missing');
    expect(
      classifyLoadFailure(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008')),
    ).toBe('missing');
    expect(
      classifyLoadFailure(new Error('The manifest is not a valid Module Federation manifest. #RUNTIME-013')),
    ).toBe('error');
    expect(classifyLoadFailure(new Error('Remote container initialization failed. #RUNTIME-015'))).toBe(
      'error',
    );
    // A manifest answered with an HTML page: the runtime wraps the JSON parse failure.
    const wrapped = new Error('Failed to get manifest. #RUNTIME-003', {
      cause: new SyntaxError('Unexpected token <'),
    });
    expect(classifyLoadFailure(wrapped)).toBe('error');
    expect(classifyLoadFailure(new TypeError('Failed to fetch'))).toBe('missing');
    expect(classifyLoadFailure(new DOMException('signal timed out', 'TimeoutError'))).toBe('timeout');
    expect(classifyLoadFailure(new Error('something else'))).toBe('error');
    expect(new ChunkLoadError('error', 'a').message).toBe('Loading chunk failed (error): a');
  });
});

describe('probeMissing', () => {
  const answering = (status: number) => jest.fn(async () => ({ status })) as unknown as typeof fetch;

  it('calls a remote whose manifest answers 404 or 410 missing', async () => {
    await expect(probeMissing('/remotes/x/v1/mf-manifest.json', answering(404))).resolves.toBe('missing');
    await expect(probeMissing('/remotes/x/v1/mf-manifest.json', answering(410))).resolves.toBe('missing');
  });

  it('leaves other answers and network failures to the error classification', async () => {
    await expect(probeMissing('/m.json', answering(200))).resolves.toBeNull();
    await expect(probeMissing('/m.json', answering(503))).resolves.toBeNull();
    const down = jest.fn(async () =>
      Promise.reject(new TypeError('Failed to fetch')),
    ) as unknown as typeof fetch;
    await expect(probeMissing('/m.json', down)).resolves.toBeNull();
  });
});
