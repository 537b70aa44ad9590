import {
  createAnalytics,
  eventProblem,
  InvalidEventError,
  TRACKED_EVENTS_URL,
  type AnalyticsOptions,
} from './analytics';

function setUp(overrides: Partial<AnalyticsOptions> = {}) {
  const post = jest.fn(() => Promise.resolve({ ok: true }));
  const reportError = jest.fn();
  const analytics = createAnalytics({
    http: { post } as unknown as AnalyticsOptions['http'],
    app: 'web',
    marketing: { utm: {}, extra: {} },
    getLang: () => 'es',
    getUrl: () => '/es/empleos?q=datos',
    getReferrer: () => '',
    mode: 'production',
    reportError,
    ...overrides,
  });
  return { analytics, post, reportError };
}

describe('event naming rules (spec §5)', () => {
  it.each([
    ['Viewed Listing', {}, null],
    ['404 Shown', { listing_id: 1, position_2: 'a' }, null],
    ['viewed listing', {}, /uppercase letter or digit/],
    ['Viewed_Listing', {}, /no underscore/],
    ['Viewed Listing', { listingId: 1 }, /snake_case \(listingId\)/],
    ['Viewed Listing', { 'listing id': 1, ok_name: 2 }, /snake_case \(listing id\)/],
  ])('%s %p', (name, properties, problem) => {
    const found = eventProblem(name, properties);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
  });
});

describe('track', () => {
  it('posts the event with the app context, the language, the page and the default UTM (spec §9)', () => {
    const { analytics, post } = setUp();
    analytics.track('Viewed Listing', { listing_id: 12 });
    expect(post).toHaveBeenCalledWith(TRACKED_EVENTS_URL, {
      name: 'Viewed Listing',
      properties: { listing_id: 12 },
      context: {
        app: 'web',
        utm: { source: 'referral', medium: 'referral' },
        lang: 'es',
        url: '/es/empleos?q=datos',
        referrer: undefined,
      },
    });
  });

  it('sends the campaign of the visit and the ios context from the app', () => {
    const { analytics, post } = setUp({
      app: 'ios',
      marketing: { utm: { source: 'newsletter', campaign: 'spring' }, extra: { gclid: 'abc' } },
      getReferrer: () => 'https://news.example.org/',
    });
    analytics.track('Clicked Donate');
    expect(post).toHaveBeenCalledWith(
      TRACKED_EVENTS_URL,
      expect.objectContaining({
        properties: { gclid: 'abc' },
        context: expect.objectContaining({
          app: 'ios',
          utm: { source: 'newsletter', medium: 'referral', campaign: 'spring' },
          referrer: 'https://news.example.org/',
        }),
      }),
    );
  });

  it('in development a badly named event throws, so the developer sees it at once', () => {
    const { analytics, post } = setUp({ mode: 'development' });
    expect(() => analytics.track('viewed_listing')).toThrow(InvalidEventError);
    expect(post).not.toHaveBeenCalled();
  });

  it('in production it is dropped and reported, never sent', () => {
    const { analytics, post, reportError } = setUp();
    analytics.track('Viewed Listing', { listingId: 1 });
    expect(post).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledWith(expect.any(InvalidEventError));
  });

  it('without enforcement the event is sent as it is', () => {
    const { analytics, post } = setUp({ enforce: false });
    analytics.track('viewed_listing');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('a failed call never surfaces to the page', async () => {
    const post = jest.fn(() => Promise.reject(new Error('offline')));
    const { analytics } = setUp({ http: { post } as unknown as AnalyticsOptions['http'] });
    expect(() => analytics.track('Viewed Listing')).not.toThrow();
    await Promise.resolve();
  });
});

describe('trackLink', () => {
  it('needs a non-empty href other than "#" (spec §5)', () => {
    const { analytics, post, reportError } = setUp();
    for (const href of ['', '  ', '#', null, undefined]) analytics.trackLink(href, 'Clicked Link');
    expect(post).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledTimes(5);
    analytics.trackLink('/en/donate', 'Clicked Donate', { source: 'header' });
    expect(post).toHaveBeenCalledWith(
      TRACKED_EVENTS_URL,
      expect.objectContaining({ properties: { source: 'header', href: '/en/donate' } }),
    );
  });
});
