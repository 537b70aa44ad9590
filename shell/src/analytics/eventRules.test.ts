import * as contracts from '@opengood/contracts';
import * as local from './eventRules';

// The restated rules must say exactly what the contracts (and so the api) say.
const NAMES = [
  'Viewed Listing',
  '404 Shown',
  'viewed listing',
  'Viewed_Listing',
  '',
  ' Leading space',
  'Tab\there',
  'X'.repeat(100),
  'X'.repeat(101),
  'Ñandú Seen',
  'Scrolled To Bottom',
];
const PROPERTIES = [
  'listing_id',
  'position_2',
  'listingId',
  '_x',
  'x_',
  'a__b',
  '2x',
  'href',
  'a'.repeat(64),
  'a'.repeat(65),
];
const HREFS = ['', ' ', '#', ' # ', '/en/jobs', 'https://example.org', null, undefined];
const UTMS = [{}, { source: '' }, { source: 'news', campaign: 'spring' }, { medium: 'email', term: 'x' }];

describe('event rules agree with the contracts', () => {
  it.each(NAMES)('event name %p', (name) => {
    expect(local.isValidEventName(name)).toBe(contracts.isValidEventName(name));
  });
  it.each(PROPERTIES)('property name %p', (name) => {
    expect(local.isValidPropertyName(name)).toBe(contracts.isValidPropertyName(name));
  });
  it.each(HREFS)('href %p', (href) => {
    expect(local.isTrackableHref(href)).toBe(contracts.isTrackableHref(href));
  });
  it.each(UTMS)('utm %p', (utm) => {
    expect(local.withDefaultUtm(utm)).toEqual(contracts.withDefaultUtm(utm));
  });
  it('the limits and defaults', () => {
    expect(local.EVENT_NAME_MAX_LENGTH).toBe(contracts.EVENT_NAME_MAX_LENGTH);
    expect(local.PROPERTY_NAME_MAX_LENGTH).toBe(contracts.PROPERTY_NAME_MAX_LENGTH);
    expect(local.DEFAULT_UTM).toEqual(contracts.DEFAULT_UTM);
  });
});
