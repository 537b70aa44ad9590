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
    expect(classifyLoadFailure(new Error('Failed to fetch'))).toBe('missing');
    expect(classifyLoadFailure(new Error('HTTP 404 for manifest'))).toBe('missing');
    expect(classifyLoadFailure(new Error('Request timed out'))).toBe('timeout');
    expect(classifyLoadFailure(new SyntaxError('Unexpected token <'))).toBe('error');
    expect(new ChunkLoadError('error', 'a').message).toBe('Loading chunk failed (error): a');
  });
});
