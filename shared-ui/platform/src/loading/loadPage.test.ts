import { HttpError, type HttpClient } from '../http';
import { definePages } from './definePages';
import { loadPage, outcomeOfFailure, pageStatus } from './loadPage';

const http = {} as HttpClient;
const tableFailingWith = (error: unknown) =>
  definePages({ area: 'mfe-test', ns: 'platform' }, (page) => [
    page({
      id: 'item',
      match: (url) => (url.pathname.startsWith('/items/') ? { id: url.pathname.slice(7) } : null),
      load: async () => {
        throw error;
      },
    }),
  ]);

async function outcomeFor(error: unknown) {
  const url = new URL('http://localhost/items/7');
  return loadPage(tableFailingWith(error).match(url)!, { url, http, lang: 'en' });
}

describe('loadPage: the docs/product/http-and-errors.md#error-catalogue rules for every area', () => {
  it.each([404, 410])('shows not found for %i', async (status) => {
    await expect(outcomeFor(new HttpError(status, '{}', {}))).resolves.toEqual({
      status: 'notFound',
      statusCode: status,
    });
  });

  it.each([400, 403, 500, 503])('shows the error page for any other status (%i)', async (status) => {
    await expect(outcomeFor(new HttpError(status, '{}', {}))).resolves.toEqual({
      status: 'failed',
      statusCode: status,
    });
  });

  it('shows the error page when there was no answer at all or the body was broken', async () => {
    await expect(outcomeFor(new TypeError('Failed to fetch'))).resolves.toEqual({
      status: 'failed',
      statusCode: null,
    });
    expect(outcomeOfFailure(new Error('Error parsing JSON response'))).toEqual({
      status: 'failed',
      statusCode: null,
    });
  });

  it('hands the loader the URL, its params, the http client and the language', async () => {
    const load = jest.fn(async (ctx: { params: { id: string }; lang: string; url: URL }) => ({
      id: ctx.params.id,
      lang: ctx.lang,
      q: ctx.url.searchParams.get('q'),
    }));
    const table = definePages({ area: 'mfe-test', ns: 'platform' }, (page) => [
      page({ id: 'item', match: (url) => ({ id: url.pathname.slice(1) }), load }),
    ]);
    const url = new URL('http://localhost/42?q=x');
    await expect(loadPage(table.match(url)!, { url, http, lang: 'pt' })).resolves.toEqual({
      status: 'loaded',
      data: { id: '42', lang: 'pt', q: 'x' },
    });
    expect(load.mock.calls[0]![0]).toMatchObject({ http });
  });

  it('gives the HTTP status a server would answer', () => {
    expect(pageStatus({ status: 'notFound', statusCode: 404 })).toBe(404);
    expect(pageStatus({ status: 'notFound', statusCode: 410 })).toBe(410);
    expect(pageStatus({ status: 'failed', statusCode: 503 })).toBe(503);
    expect(pageStatus({ status: 'failed', statusCode: null })).toBe(500);
    expect(pageStatus({ status: 'failed', statusCode: 400 })).toBe(500);
    expect(pageStatus({ status: 'loaded', data: 1 })).toBe(200);
    expect(pageStatus(undefined, 301)).toBe(301);
  });
});

describe('definePages', () => {
  const table = definePages({ area: 'mfe-test', ns: 'platform' }, (page) => [
    page({ id: 'static', match: (url) => (url.pathname === '/about' ? {} : null) }),
    page({
      id: 'org',
      match: (url) => {
        const m = /^\/org\/(\d+)(\/\w+)?$/.exec(url.pathname);
        return m ? { id: m[1]! } : null;
      },
      dataKey: ({ id }) => id,
      load: async ({ params }) => params.id,
    }),
    page({ id: 'any', match: () => ({}), load: async () => null }),
  ]);
  const match = (path: string) => table.match(new URL(path, 'http://localhost'))!;

  it('takes the first page that matches, in table order', () => {
    expect(match('/about').pageId).toBe('static');
    expect(match('/org/3').pageId).toBe('org');
    expect(match('/elsewhere').pageId).toBe('any');
  });

  it('keys loaded state by page, language and the part of the URL the data depends on', () => {
    expect(match('/about').dataKey('en')).toBeNull();
    expect(match('/org/3/admins').dataKey('en')).toBe('org:en:3');
    expect(match('/org/3').dataKey('es')).toBe('org:es:3');
    expect(match('/x?page=2').dataKey('en')).toBe('any:en:/x?page=2');
  });
});
