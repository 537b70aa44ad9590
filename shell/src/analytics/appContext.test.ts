import { APP_COOKIE, detectApp } from './appContext';

describe('app context (docs/product/chrome.md#analytics: ios or web)', () => {
  afterEach(() => {
    document.cookie = `${APP_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('is web in a browser', () => {
    expect(detectApp('')).toBe('web');
  });

  it('is ios when the app opens the page with ?app=ios, for the rest of the visit', () => {
    expect(detectApp('?app=ios')).toBe('ios');
    expect(detectApp('?q=nurse')).toBe('ios');
    expect(detectApp('?app=web')).toBe('web');
    expect(detectApp('')).toBe('web');
  });
});
