import type { PlaceSummary } from '@opengood/contracts';
import { applicantLocationRequirements } from './applicantLocation';

const toronto: PlaceSummary = {
  text: 'Toronto, ON, Canada',
  city: 'Toronto',
  stateCode: 'ON',
  countryCode: 'CA',
  latitude: 43.65,
  longitude: -79.38,
};

describe('applicantLocationRequirements', () => {
  it('a place with a state: that state of that country', () => {
    expect(applicantLocationRequirements(toronto)).toEqual({ '@type': 'State', name: 'ON, CA' });
  });

  it('a place without a state: its country', () => {
    const lisbon = {
      ...toronto,
      text: 'Lisboa, Portugal',
      city: 'Lisboa',
      stateCode: null,
      countryCode: 'PT',
    };
    expect(applicantLocationRequirements(lisbon)).toEqual({ '@type': 'Country', name: 'PT' });
  });

  it('no place: nothing, rather than a country the data does not hold', () => {
    expect(applicantLocationRequirements(null)).toBeNull();
  });

  it('a place whose country is unknown (XA): nothing, XA is no country', () => {
    const unknown = { ...toronto, stateCode: null, countryCode: 'XA' };
    expect(applicantLocationRequirements(unknown)).toBeNull();
  });
});
