import { HttpError, createAppStore } from '@opengood/platform';
import { createFakeHttp, type FakeHandler } from '@opengood/platform/testing';
import { createAnalytics, eventProblem, InvalidEventError, type AnalyticsOptions } from './analytics';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(
  overrides: Partial<AnalyticsOptions> = {},
  answer: FakeHandler<'trackedEvent'> = { ok: true },
) {
  const fake = createFakeHttp({ trackedEvent: answer });
  const store = createAppStore({ context: { http: fake.http } });
  const reportError = jest.fn();
  const analytics = createAnalytics({
    http: fake.http,
    dispatch: store.dispatch,
    app: 'web',
    marketing: { utm: {}, extra: {} },
    getLang: () => 'es',
    getUrl: () => '/es/empleos?q=datos',
    getReferrer: () => '',
    mode: 'production',
    reportError,
    ...overrides,
  });
  /** The events sent so far (the bodies of POST /data/tracked-events). */
  const sent = async () => {
    await flush();
    return fake.callsOf('trackedEvent').map((c) => c.body);
  };
  return { analytics, sent, reportError };
}

describe('event naming rules (docs/product/chrome.md#analytics)', () => {
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
  it('posts the event with the app context, the language, the page and the default UTM (docs/product/chrome.md#analytics)', async () => {
    const { analytics, sent } = setUp();
    analytics.track('Viewed Listing', { listing_id: 12 });
    expect(await sent()).toEqual([
      {
        name: 'Viewed Listing',
        properties: { listing_id: 12 },
        context: {
          app: 'web',
          utm: { source: 'referral', medium: 'referral' },
          lang: 'es',
          url: '/es/empleos?q=datos',
        },
      },
    ]);
  });

  it('sends the campaign of the visit and the ios context from the app', async () => {
    const { analytics, sent } = setUp({
      app: 'ios',
      marketing: { utm: { source: 'newsletter', campaign: 'spring' }, extra: { gclid: 'abc' } },
      getReferrer: () => 'https://news.example.org/',
    });
    analytics.track('Clicked Donate');
    expect(await sent()).toEqual([
      expect.objectContaining({
        properties: { gclid: 'abc' },
        context: expect.objectContaining({
          app: 'ios',
          utm: { source: 'newsletter', medium: 'referral', campaign: 'spring' },
          referrer: 'https://news.example.org/',
        }),
      }),
    ]);
  });

  it('in development a badly named event throws, so the developer sees it at once', async () => {
    const { analytics, sent } = setUp({ mode: 'development' });
    expect(() => analytics.track('viewed_listing')).toThrow(InvalidEventError);
    expect(await sent()).toEqual([]);
  });

  it('in production it is dropped and reported, never sent', async () => {
    const { analytics, sent, reportError } = setUp();
    analytics.track('Viewed Listing', { listingId: 1 });
    expect(await sent()).toEqual([]);
    expect(reportError).toHaveBeenCalledWith(expect.any(InvalidEventError));
  });

  it('without enforcement the event is sent as the page named it (the api decides)', async () => {
    const { analytics, sent } = setUp(
      { enforce: false },
      new HttpError(400, '', { message: 'Invalid', errors: { name: 'Bad name' } }),
    );
    analytics.track('viewed_listing');
    expect(await sent()).toHaveLength(1);
  });

  it('a failed call never surfaces to the page', async () => {
    const { analytics, sent } = setUp({}, new HttpError(503, '', { message: 'Unavailable', errors: {} }));
    expect(() => analytics.track('Viewed Listing')).not.toThrow();
    expect(await sent()).toHaveLength(1);
  });
});

describe('trackLink', () => {
  it('needs a non-empty href other than "#" (docs/product/chrome.md#analytics)', async () => {
    const { analytics, sent, reportError } = setUp();
    for (const href of ['', '  ', '#', null, undefined]) analytics.trackLink(href, 'Clicked Link');
    expect(await sent()).toEqual([]);
    expect(reportError).toHaveBeenCalledTimes(5);
    analytics.trackLink('/en/donate', 'Clicked Donate', { source: 'header' });
    expect(await sent()).toEqual([
      expect.objectContaining({ properties: { source: 'header', href: '/en/donate' } }),
    ]);
  });
});
