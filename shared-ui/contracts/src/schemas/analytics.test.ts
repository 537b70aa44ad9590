import {
  CONTEXT_MAX_CHARS,
  DEFAULT_UTM,
  isTrackableHref,
  isValidEventName,
  isValidPropertyName,
  PROPERTIES_MAX_CHARS,
  trackedEventRequestSchema,
  withDefaultUtm,
} from './analytics';

describe('analytics naming rules (docs/product/chrome.md#analytics)', () => {
  it.each(['Viewed Listing', 'Clicked Apply', '404 Page Shown', 'A'])('accepts the event name %j', (name) => {
    expect(isValidEventName(name)).toBe(true);
  });

  it.each(['viewed listing', 'Viewed_Listing', '', ' Viewed', 'X'.repeat(101), 'Bad\nName'])(
    'refuses the event name %j',
    (name) => {
      expect(isValidEventName(name)).toBe(false);
    },
  );

  it.each(['listing_id', 'position', 'step_2', 'a1'])('accepts the property name %j', (name) => {
    expect(isValidPropertyName(name)).toBe(true);
  });

  it.each(['listingId', 'Listing_id', '_id', 'id_', 'double__underscore', '2nd', 'with-dash', ''])(
    'refuses the property name %j',
    (name) => {
      expect(isValidPropertyName(name)).toBe(false);
    },
  );

  it('tracks links with a real destination only', () => {
    expect(isTrackableHref('/en/jobs')).toBe(true);
    for (const href of ['', '  ', '#', null, undefined]) expect(isTrackableHref(href)).toBe(false);
  });
});

describe('UTM defaults (docs/product/chrome.md#analytics)', () => {
  it('fills source and medium with referral when missing or blank, keeping the rest', () => {
    expect(withDefaultUtm()).toEqual(DEFAULT_UTM);
    expect(withDefaultUtm({ source: '', campaign: 'spring' })).toEqual({
      ...DEFAULT_UTM,
      campaign: 'spring',
    });
    expect(withDefaultUtm({ source: 'newsletter', medium: 'email' })).toEqual({
      source: 'newsletter',
      medium: 'email',
    });
  });
});

describe('the tracked-event request', () => {
  it('applies the defaults', () => {
    expect(trackedEventRequestSchema.parse({ name: 'Viewed Listing', context: { app: 'web' } })).toEqual({
      name: 'Viewed Listing',
      properties: {},
      context: { app: 'web', utm: DEFAULT_UTM },
    });
  });

  it('refuses a bad property name, an unknown app, nested objects and oversized properties', () => {
    const base = { name: 'Viewed Listing', context: { app: 'ios' } };
    const refused = [
      { ...base, properties: { listingId: 3 } },
      { ...base, context: { app: 'android' } },
      { ...base, properties: { listing: { id: 3 } } },
      { ...base, properties: { blob: 'x'.repeat(PROPERTIES_MAX_CHARS) } },
    ];
    for (const event of refused) expect(trackedEventRequestSchema.safeParse(event).success).toBe(false);
    expect(trackedEventRequestSchema.safeParse({ ...base, properties: { ids: [1, 2] } }).success).toBe(true);
  });

  it('bounds the context as a whole: long addresses fit, strings that serialise several times longer do not', () => {
    const long = 'https://opengood.test/' + 'a'.repeat(2048 - 22);
    const utm = { source: 's'.repeat(200), medium: 'm'.repeat(200), campaign: 'c'.repeat(200) };
    const fits = { app: 'web', lang: 'en', url: long, referrer: long, utm };
    expect(trackedEventRequestSchema.safeParse({ name: 'Viewed Listing', context: fits }).success).toBe(true);
    // A control character is 1 character typed and 6 stored (\u0001): 2,048 of them in each address.
    const escaped = { app: 'web', url: '\u0001'.repeat(2048), referrer: '\u0001'.repeat(2048) };
    expect(JSON.stringify(escaped).length).toBeGreaterThan(CONTEXT_MAX_CHARS);
    const refused = trackedEventRequestSchema.safeParse({ name: 'Viewed Listing', context: escaped });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.path[0])).toEqual(['context']);
  });
});
