import {
  importedVolopParamsSchema,
  similarListingsAnswerSchema,
  similarListingsParamsSchema,
} from './listingPages';
import { DATA_ROUTES } from './routes';
import { listingSummary } from './testSamples';

describe('listing page schemas', () => {
  it('reads a similar-listings request and caps the answer', () => {
    expect(similarListingsParamsSchema.parse({ type: 'EVENT', id: '12' })).toEqual({ type: 'EVENT', id: 12 });
    expect(similarListingsParamsSchema.safeParse({ type: 'ORG', id: '12' }).success).toBe(false);
    expect(similarListingsAnswerSchema.safeParse({ data: [listingSummary] }).success).toBe(true);
    expect(similarListingsAnswerSchema.safeParse({ data: Array(7).fill(listingSummary) }).success).toBe(
      false,
    );
  });

  it('takes a source key and the source’s id of an imported opportunity, nothing else', () => {
    expect(importedVolopParamsSchema.parse({ source: 'civic-link', volopId: 'CL-1042' })).toEqual({
      source: 'civic-link',
      volopId: 'CL-1042',
    });
    for (const bad of [
      { source: 'Civic Link', volopId: '1' },
      { source: '-x', volopId: '1' },
      { source: 'civic-link', volopId: '../1' },
      { source: 'civic-link', volopId: 'x'.repeat(65) },
    ])
      expect(importedVolopParamsSchema.safeParse(bad).success).toBe(false);
    expect(DATA_ROUTES.importedVolop.path).toBe('/website/imported-volops/:source/:volopId');
  });
});
