import { createTestI18n } from '@opengood/platform/testing';

import { bundledTranslations as translations } from './bundled';

// An area's keys are checked by `tsc`: each line under an expect-error directive must fail to compile.
describe('typed salary keys', () => {
  it('accepts the keys of the salary namespace and refuses misspelt ones at compile time', () => {
    const i18n = createTestI18n('en');
    i18n.addResourceBundle('en', 'salary', translations.en);
    const t = i18n.getFixedT('en', 'salary');
    expect(t('explorer.title')).toBe('Nonprofit salary explorer');
    // @ts-expect-error 'titel' is misspelt
    expect(t('explorer.titel')).toBe('explorer.titel');
    // @ts-expect-error 'ANIMAL_CARE' is not a job function with a label
    expect(t('functions.ANIMAL_CARE')).toBe('functions.ANIMAL_CARE');
  });

  it('has every key in every language', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(translations.es).sort()).toEqual(keys(translations.en).sort());
    expect(keys(translations.pt).sort()).toEqual(keys(translations.en).sort());
  });
});
