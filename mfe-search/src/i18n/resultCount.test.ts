import i18next from 'i18next';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';

// The result count's plural forms: Portuguese's CLDR `one` covers 0, so zero has its own key.
describe('the result count', () => {
  it.each([
    ['en', en, ['0 results', '1 result', '2 results']],
    ['es', es, ['0 resultados', '1 resultado', '2 resultados']],
    ['pt', pt, ['0 resultados', '1 resultado', '2 resultados']],
  ] as const)('in %s: 0, 1 and 2', async (lng, strings, expected) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng, resources: { [lng]: { search: strings } } });
    expect(
      [0, 1, 2].map((count) => i18n.t('search:resultCount', { count, formatted: String(count) })),
    ).toEqual(expected);
  });
});
