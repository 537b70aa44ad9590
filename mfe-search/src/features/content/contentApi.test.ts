import { contentPathFor } from './contentApi';

describe('contentPathFor', () => {
  it('reads the events segment as volunteer and drops the leading slash', () => {
    expect(contentPathFor('/en/about')).toBe('en/about');
    expect(contentPathFor('/en/events/climate')).toBe('en/volunteer/climate');
    expect(contentPathFor('/en/eventsful')).toBe('en/eventsful');
  });
});
