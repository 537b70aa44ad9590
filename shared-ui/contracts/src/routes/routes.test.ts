import { DATA_ROUTES } from '../schemas/routes';
import { DETAIL_RESOURCES } from '../vocabulary/listing-types';
import { routePattern, routeQuery, routes, routeUrl, unknownFields } from './index';

describe('the route table', () => {
  it('names each call as its key, and DATA_ROUTES adds schemas to exactly these calls', () => {
    for (const [key, route] of Object.entries(routes)) expect(route.name).toBe(key);
    expect(Object.keys(DATA_ROUTES).sort()).toEqual(Object.keys(routes).sort());
    for (const [key, route] of Object.entries(DATA_ROUTES)) {
      const ref = routes[key as keyof typeof routes];
      expect([route.method, route.path]).toEqual([ref.method, ref.path]);
    }
  });

  it('gives two calls never the same method and path', () => {
    const seen = Object.values(routes).map((r) => `${r.method} ${r.path}`);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('spells the detail resources as the vocabulary does', () => {
    expect(routes.job.path).toBe(`/website/${DETAIL_RESOURCES.JOB}/:id`);
    expect(routes.internship.path).toBe(`/website/${DETAIL_RESOURCES.INTERNSHIP}/:id`);
    expect(routes.volop.path).toBe(`/website/${DETAIL_RESOURCES.VOLOP}/:id`);
    expect(routes.event.path).toBe(`/website/${DETAIL_RESOURCES.EVENT}/:id`);
    expect(routes.organization.path).toBe(`/website/${DETAIL_RESOURCES.ORG}/:id`);
  });
});

describe('routeUrl', () => {
  it('fills path parameters, escaped', () => {
    expect(routeUrl(routes.savedSearch, { id: 12 })).toBe('/data/saved-searches/12');
    expect(routeUrl(routes.unsaveListing, { type: 'JOB', id: '7' })).toBe('/data/saved-listings/JOB/7');
    expect(routeUrl(routes.publicProfile, { username: 'a b/c' })).toBe('/data/profiles/a%20b%2Fc');
  });

  it('fills a wildcard with each segment escaped, and an optional one with nothing', () => {
    expect(routeUrl(routes.content, { path: 'en/about us' })).toBe('/data/website/contents/en/about%20us');
    expect(routeUrl(routes.content, { path: ['es', 'quiénes'] })).toBe(
      '/data/website/contents/es/qui%C3%A9nes',
    );
    expect(routeUrl(routes.content, {})).toBe('/data/website/contents/');
  });

  it('refuses a missing parameter: a bug, not a request', () => {
    expect(() => routeUrl(routes.savedSearch, {})).toThrow(/savedSearch: the path parameter "id" is missing/);
  });
});

describe('routeQuery', () => {
  it('writes lists as repeated keys and leaves out undefined and null', () => {
    expect(
      routeQuery({ type: 'JOB', page: 2, areasOfFocus: ['A', 'B'], q: undefined, x: null }).toString(),
    ).toBe('type=JOB&page=2&areasOfFocus=A&areasOfFocus=B');
  });
});

describe('routePattern', () => {
  it('matches the addresses of a call and no other', () => {
    expect(routePattern(routes.savedSearch).test('/data/saved-searches/12')).toBe(true);
    expect(routePattern(routes.savedSearch).test('/data/saved-searches/12/x')).toBe(false);
    expect(routePattern(routes.content).test('/data/website/contents/en/a/b')).toBe(true);
  });
});

describe('unknownFields', () => {
  it('lists the fields a schema dropped, however deep', () => {
    expect(
      unknownFields({ a: 1, b: { c: 2, d: [{ e: 1, f: 2 }] } }, { a: 1, b: { c: 2, d: [{ e: 1 }] } }),
    ).toEqual(['.b.d[0].f']);
    expect(unknownFields({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
