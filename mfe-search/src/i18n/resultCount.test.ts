import { createTestI18n } from '@opengood/platform/testing';
import { SEARCH_NS } from '.';
import { bundledTranslations } from './bundled';

// The result count's plural forms: Portuguese's CLDR `one` covers 0, so zero has its own key.
describe('the result count', () => {
  it.each([
    ['en', ['0 results', '1 result', '2 results']],
    ['es', ['0 resultados', '1 resultado', '2 resultados']],
    ['pt', ['0 resultados', '1 resultado', '2 resultados']],
  ] as const)('in %s: 0, 1 and 2', (lang, expected) => {
    const i18n = createTestI18n(lang, [{ ns: SEARCH_NS, translations: bundledTranslations }]);
    expect(
      [0, 1, 2].map((count) => i18n.t('search:resultCount', { count, formatted: String(count) })),
    ).toEqual(expected);
  });
});
