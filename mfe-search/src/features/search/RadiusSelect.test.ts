import { RADIUS_OPTIONS } from '@opengood/contracts';
import { radiusDistance } from './RadiusSelect';

describe('radiusDistance', () => {
  it('reads the English list in miles and the others in kilometres (docs/product/search.md#radius)', () => {
    const distances = (lang: 'en' | 'es' | 'pt') =>
      RADIUS_OPTIONS[lang].filter((r) => /^\d+$/.test(r)).map((r) => radiusDistance(lang, r));
    expect(distances('en')).toEqual([5, 10, 15, 25, 60, 100]);
    expect(distances('es')).toEqual([5, 10, 15, 25, 60, 100]);
    expect(distances('pt')).toEqual([5, 10, 15, 25, 60, 100]);
  });
});
