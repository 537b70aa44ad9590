import { GET_RETRIES, isRetryableStatus, isRootUrl, RETRY_DELAY_MS } from './retry-policy';

describe('retry policy', () => {
  it('retries 5 times, 1 s apart (docs/product/http-and-errors.md#retries)', () => {
    expect(GET_RETRIES).toBe(5);
    expect(RETRY_DELAY_MS).toBe(1000);
  });

  it.each([
    [408, true],
    [500, true],
    [502, true],
    [503, true],
    [599, true],
    [400, false],
    [401, false],
    [404, false],
    [429, false],
    [200, false],
  ])('status %i retryable: %s', (status, retryable) => {
    expect(isRetryableStatus(status)).toBe(retryable);
  });

  it.each([
    ['/', true],
    ['', true],
    ['/?x=1', true],
    ['https://example.org/', true],
    ['https://example.org', true],
    ['/data/environment', false],
    ['data/environment', false],
    ['/data/', false],
    ['https://example.org/data', false],
  ])('isRootUrl(%j) = %s', (url, root) => {
    expect(isRootUrl(url)).toBe(root);
  });
});
