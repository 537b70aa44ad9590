import { withTimeout } from './loadArea';
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
    expect(classifyLoadFailure(new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'))).toBe('missing');
    expect(classifyLoadFailure(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'))).toBe('missing');
    expect(classifyLoadFailure(new Error('The manifest is not a valid Module Federation manifest. #RUNTIME-013'))).toBe('error');
    expect(classifyLoadFailure(new Error('Remote container initialization failed. #RUNTIME-015'))).toBe('error');
    // A manifest answered with an HTML page: the runtime wraps the JSON parse failure.
    const wrapped = new Error('Failed to get manifest. #RUNTIME-003', { cause: new SyntaxError('Unexpected token <') });
    expect(classifyLoadFailure(wrapped)).toBe('error');
    expect(classifyLoadFailure(new TypeError('Failed to fetch'))).toBe('missing');
    expect(classifyLoadFailure(new DOMException('signal timed out', 'TimeoutError'))).toBe('timeout');
    expect(classifyLoadFailure(new Error('something else'))).toBe('error');
    expect(new ChunkLoadError('error', 'a').message).toBe('Loading chunk failed (error): a');
  });
});
