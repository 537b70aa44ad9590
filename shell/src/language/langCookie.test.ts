import { LANG_COOKIE_MAX_AGE_S, readLangCookie, writeLangCookie } from './langCookie';

describe('the lang cookie', () => {
  beforeEach(() => {
    document.cookie = 'lang=; Max-Age=0; Path=/';
  });

  it('reads only a language the product speaks', () => {
    expect(readLangCookie('a=1; lang=es')).toBe('es');
    expect(readLangCookie('lang=de')).toBeNull();
    expect(readLangCookie('')).toBeNull();
  });

  it('writes the choice for a year, for the whole site', () => {
    const doc = { cookie: '' } as Document;
    writeLangCookie('pt', doc);
    expect(doc.cookie).toBe(`lang=pt; Max-Age=${LANG_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`);
    writeLangCookie('es');
    expect(readLangCookie(document.cookie)).toBe('es');
  });
});
