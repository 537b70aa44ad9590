import type { RenderHead } from './types';
import { headTags, ogLocale } from './head';

const origin = 'https://og.example';
const jobHead: RenderHead = {
  lang: 'es',
  styles: '',
  title: 'Redactor de subvenciones',
  canonicalPath: '/es/empleo/7-grant-writer',
  alternatePaths: {
    en: '/en/job/7-grant-writer',
    es: '/es/empleo/7-grant-writer',
    pt: '/pt/vaga/7-grant-writer',
  },
};

const og = (html: string, property: string) =>
  Array.from(
    html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)" />`, 'g')),
    (m) => m[1],
  );
const tags = (head: RenderHead, status = 200) =>
  headTags(head, { origin, url: new URL(`${origin}${head.canonicalPath ?? '/en/about'}`), status });

describe('headTags: Open Graph locales', () => {
  it('og:locale is the page language’s, og:locale:alternate each other language', () => {
    const html = tags(jobHead);
    expect(og(html, 'og:locale')).toEqual(['es_ES']);
    expect(og(html, 'og:locale:alternate')).toEqual(['en_US', 'pt_BR']);
    expect(og(tags({ ...jobHead, lang: 'pt' }), 'og:locale')).toEqual(['pt_BR']);
    expect(og(tags({ ...jobHead, lang: 'en' }), 'og:locale:alternate')).toEqual(['es_ES', 'pt_BR']);
  });

  it('an alternate only in a language the page has an hreflang alternate in', () => {
    const html = tags({ ...jobHead, lang: 'en', alternatePaths: { en: '/en/about', pt: '/pt/sobre' } });
    expect(og(html, 'og:locale')).toEqual(['en_US']);
    expect(og(html, 'og:locale:alternate')).toEqual(['pt_BR']);
  });

  it('a page that is not found has no Open Graph locales', () => {
    expect(tags(jobHead, 404)).not.toContain('og:locale');
  });

  it('the same names the browser’s head manager writes', () => {
    expect([ogLocale('en'), ogLocale('es'), ogLocale('pt')]).toEqual(['en_US', 'es_ES', 'pt_BR']);
  });
});
