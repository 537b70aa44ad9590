import { FLASH_COOKIE_MAX_AGE_S, takeFlash, writeFlash } from './flashCookie';

describe('flash cookie', () => {
  afterEach(() => {
    document.cookie = 'og_flash=; Max-Age=0; Path=/';
  });

  it('keeps a flash message for two days and shows it once', () => {
    expect(FLASH_COOKIE_MAX_AGE_S).toBe(172_800);
    writeFlash({ type: 'LOGIN_REQUIRED' });
    expect(takeFlash()).toEqual({ type: 'LOGIN_REQUIRED' });
    expect(takeFlash()).toBeNull();
  });

  it('ignores a cookie it cannot read', () => {
    document.cookie = 'og_flash=%7Bnot-json; Path=/';
    expect(takeFlash()).toBeNull();
  });
});
