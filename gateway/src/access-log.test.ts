import { maskEmail, maskUrl } from './access-log';

describe('the access log masks secrets', () => {
  it.each([
    ['/reset-password/Abc123secretTokenValue', '/reset-password/Abc1…'],
    ['/data/website/reset-password/Abc123secretTokenValue', '/data/website/reset-password/Abc1…'],
    ['/verify-email/tokentokentoken?to=%2Fdashboard', '/verify-email/toke…?to=%2Fdashboard'],
    ['/data/website/undo-email-change/u-1234567890', '/data/website/undo-email-change/u-12…'],
    ['/data/tmp-storage/AAAABBBBCCCCDDDDEEEEFF', '/data/tmp-storage/AAAA…'],
    [
      '/unsubscribe/SAVED_SEARCH/12/1700000000?sig=abcdefghijklmnop',
      '/unsubscribe/SAVED_SEARCH/12/1700000000?sig=abcd%E2%80%A6',
    ],
    [
      '/data/users/by-email?email=jane.doe%40example.org',
      '/data/users/by-email?email=j%E2%80%A6%40example.org',
    ],
    ['/en/jobs?q=water&page=2', '/en/jobs?q=water&page=2'],
    ['/?tmpId=ZZZZYYYYXXXX&tmpRestore=1', '/?tmpId=ZZZZ%E2%80%A6&tmpRestore=1'],
  ])('%s → %s', (url, masked) => {
    expect(maskUrl(url)).toBe(masked);
  });

  it('keeps the domain of an email address only', () => {
    expect(maskEmail('jane.doe@example.org')).toBe('j…@example.org');
  });
});
