import { idDashSlug, parseIdDashSlug, slugify, SLUG_MAX_LENGTH } from './slug';

describe('slugify', () => {
  it.each([
    ['Program Manager', 'program-manager'],
    ['Coordenador de Educação Ambiental', 'coordenador-de-educacao-ambiental'],
    ['Pasantía: Comunicación & Diseño', 'pasantia-comunicacion-diseno'],
    ['  --Hello,   World!--  ', 'hello-world'],
    ['ÀÉÎÕÜ ñ ç', 'aeiou-n-c'],
    ['日本語', ''],
    ['', ''],
  ])('slugify(%j) = %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('cuts long text without leaving a trailing dash', () => {
    const slug = slugify(`${'a'.repeat(79)} bbb`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toBe('a'.repeat(79));
    expect(slugify('word '.repeat(40)).length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slugify('word '.repeat(40)).endsWith('-')).toBe(false);
  });
});

describe('parseIdDashSlug / idDashSlug', () => {
  it('takes the part before the first dash', () => {
    expect(parseIdDashSlug('123-foo-bar')).toBe('123');
    expect(parseIdDashSlug('abc123')).toBe('abc123');
    expect(parseIdDashSlug('-foo')).toBe('');
  });

  it('builds id-slug, or just the id when nothing is sluggable', () => {
    expect(idDashSlug(42, 'Hola Mundo')).toBe('42-hola-mundo');
    expect(idDashSlug('7', '')).toBe('7');
    expect(idDashSlug('7', null)).toBe('7');
    expect(parseIdDashSlug(idDashSlug('9f3a', 'Any — title'))).toBe('9f3a');
  });
});
