import { forgetPendingTmp, pendingTmp, rememberPendingTmp } from './pendingTmp';

describe('the pending temporary-storage id', () => {
  beforeEach(() => window.localStorage.clear());

  it('is kept in this browser while the entry lives, then dropped', () => {
    rememberPendingTmp('abc', 1000);
    expect(pendingTmp(2000)).toBe('abc');
    expect(pendingTmp(1000 + 8 * 24 * 3600 * 1000)).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('is forgotten once restored, but not for another id', () => {
    rememberPendingTmp('abc');
    forgetPendingTmp('other');
    expect(pendingTmp()).toBe('abc');
    forgetPendingTmp('abc');
    expect(pendingTmp()).toBeNull();
  });

  it('ignores damaged values', () => {
    window.localStorage.setItem('og_pending_tmp', '{oops');
    expect(pendingTmp()).toBeNull();
  });
});
