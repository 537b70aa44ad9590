import { createTestI18n } from '../testing';
import { addNamespace } from './createI18n';

describe('createI18n', () => {
  it('starts in the language of the URL with the common namespace in en, es and pt', () => {
    const i18n = createTestI18n('es');
    expect(i18n.t('notFound.title')).toBe('Página no encontrada');
    expect(i18n.getFixedT('pt')('notFound.heading')).toBe('Hummm, isso não é ideal...');
    expect(i18n.getFixedT('en')('notFound.heading')).toBe("Well, this isn't ideal...");
  });

  it('lets an area add its own namespace in the three languages', () => {
    const i18n = createTestI18n('pt');
    addNamespace(i18n, 'area', { en: { hello: 'Hello' }, es: { hello: 'Hola' }, pt: { hello: 'Olá' } });
    // A namespace made up at run time has no compile-time keys: read it through an untyped t.
    const untyped = (t: unknown) => t as (key: string) => string;
    expect(untyped(i18n.t)('area:hello')).toBe('Olá');
    expect(untyped(i18n.getFixedT('es'))('area:hello')).toBe('Hola');
  });

  it('has every common key in every language', () => {
    const i18n = createTestI18n('en');
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    const en = keys(i18n.getResourceBundle('en', 'platform'));
    for (const lang of ['es', 'pt'])
      expect(keys(i18n.getResourceBundle(lang, 'platform')).sort()).toEqual(en.sort());
  });
});
