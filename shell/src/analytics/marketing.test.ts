import { captureMarketing, marketingFromSearch, MARKETING_KEY, MARKETING_TTL_MS } from './marketing';

describe('marketing parameters (docs/product/chrome.md#analytics)', () => {
  beforeEach(() => window.localStorage.clear());

  it('reads UTM parameters and the extra click ids of a landing URL', () => {
    expect(marketingFromSearch('?utm_source=newsletter&utm_medium=email&gclid=xyz&q=nurse')).toEqual({
      utm: { source: 'newsletter', medium: 'email' },
      extra: { gclid: 'xyz' },
    });
    expect(marketingFromSearch('?q=nurse&utm_source=')).toBeNull();
  });

  it('keeps them in local storage for 7 days', () => {
    const t0 = Date.UTC(2026, 0, 1);
    const landing = captureMarketing('?utm_campaign=spring&fbclid=f1', window.localStorage, t0);
    expect(landing).toEqual({ utm: { campaign: 'spring' }, extra: { fbclid: 'f1' } });
    expect(window.localStorage.getItem(MARKETING_KEY)).not.toBeNull();

    expect(captureMarketing('', window.localStorage, t0 + MARKETING_TTL_MS)).toEqual(landing);
    expect(captureMarketing('', window.localStorage, t0 + MARKETING_TTL_MS + 1)).toEqual({
      utm: {},
      extra: {},
    });
    expect(window.localStorage.getItem(MARKETING_KEY)).toBeNull();
  });

  it('a new campaign replaces the saved one', () => {
    captureMarketing('?utm_source=a', window.localStorage, 0);
    captureMarketing('?utm_source=b', window.localStorage, 1);
    expect(captureMarketing('', window.localStorage, 2).utm).toEqual({ source: 'b' });
  });
});
