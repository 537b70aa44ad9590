import { equivalentPath } from './equivalent-path';

describe('equivalentPath (the language switch keeps the visitor on the same page)', () => {
  it.each([
    // search pages, keeping the query
    ['/es/empleos?q=salud&page=2', 'pt', '/pt/empregos?q=salud&page=2'],
    ['/en/internships', 'es', '/es/pasantias'],
    ['/pt/organizacoes/', 'en', '/en/organizations'],
    ['/es/voluntariado#top', 'en', '/en/volunteer#top'],
    // homes
    ['/', 'es', '/es'],
    ['/es', 'en', '/'],
    ['/en', 'pt', '/pt'],
    ['/pt/?ref=x', 'es', '/es?ref=x'],
    // listing detail, org-typed listing, org profile, imported volunteer opportunity
    ['/es/empleo/12-enfermera', 'pt', '/pt/emprego/12-enfermera'],
    ['/en/volunteer-opportunity/7', 'es', '/es/oportunidad-voluntariado/7'],
    ['/en/nonprofit/job/12-nurse', 'es', '/es/sin-fines-de-lucro/empleo/12-nurse'],
    ['/pt/sem-fins-lucrativos/3-casa', 'en', '/en/nonprofit/3-casa'],
    ['/es/imported-action-opps/src/99', 'pt', '/pt/imported-action-opps/src/99'],
    // localised single pages
    ['/en/donate', 'pt', '/pt/doacao'],
    ['/sign-up-to-post', 'es', '/es/orgs/registrate'],
    ['/pt/orgs/inscreva-se', 'en', '/sign-up-to-post'],
    // the same language is the same page
    ['/es/empleos?q=a', 'es', '/es/empleos?q=a'],
  ] as const)('%s in %s → %s', (href, lang, expected) => {
    expect(equivalentPath(href, lang)).toBe(expected);
  });

  it.each([
    '/dashboard/saved-items?tab=JOB',
    '/login?to=%2Fdashboard',
    '/jobs?q=x',
    '/nonprofit-salary-explorer/faq',
    '/admin/3',
  ])('an unprefixed page stays: %s', (href) => {
    expect(equivalentPath(href, 'pt')).toBe(href);
  });

  it('a prefixed page with words of its own (CMS) goes to that language home, without its query', () => {
    expect(equivalentPath('/es/quienes-somos?x=1', 'pt')).toBe('/pt');
    expect(equivalentPath('/pt/sobre', 'en')).toBe('/');
  });
});
