import { job } from '../../testing/fixtures';
import { applyMethod, closedSince, countryList } from './listingState';

describe('closedSince (docs/product/listings.md#listing-lifecycle)', () => {
  const now = Date.parse('2026-06-01T00:00:00.000Z');

  it('is the deadline once it has passed', () => {
    expect(closedSince({ ...job, expiresAt: '2026-05-31T23:59:59.000Z' }, now)).toBe(
      '2026-05-31T23:59:59.000Z',
    );
  });

  it('is null before the deadline and for a listing without one', () => {
    expect(closedSince({ ...job, expiresAt: '2026-06-02T00:00:00.000Z' }, now)).toBeNull();
    expect(closedSince({ ...job, expiresAt: null }, now)).toBeNull();
  });
});

describe('applyMethod', () => {
  it('is the site’s form without howToApply, or with SITE', () => {
    expect(applyMethod(job)).toEqual({ method: 'SITE' });
    expect(applyMethod({ ...job, howToApply: { method: 'SITE', url: null, email: null } })).toEqual({
      method: 'SITE',
    });
  });

  it('follows an http(s) address, and nothing else', () => {
    expect(
      applyMethod({ ...job, howToApply: { method: 'URL', url: 'https://gf.example/jobs/7', email: null } }),
    ).toEqual({ method: 'URL', href: 'https://gf.example/jobs/7', target: 'https://gf.example/jobs/7' });
    expect(
      applyMethod({ ...job, howToApply: { method: 'URL', url: 'javascript:alert(1)', email: null } }),
    ).toEqual({ method: 'SITE' });
    expect(applyMethod({ ...job, howToApply: { method: 'URL', url: null, email: null } })).toEqual({
      method: 'SITE',
    });
  });

  it('writes a mail link with the title as its subject', () => {
    expect(
      applyMethod({
        ...job,
        title: 'Grant writer & editor',
        howToApply: { method: 'EMAIL', url: null, email: 'jobs@gf.example' },
      }),
    ).toEqual({
      method: 'EMAIL',
      href: 'mailto:jobs@gf.example?subject=Grant%20writer%20%26%20editor',
      target: 'jobs@gf.example',
    });
    expect(
      applyMethod({ ...job, howToApply: { method: 'EMAIL', url: null, email: 'a@b.c?bcc=x@y.z' } }),
    ).toEqual({ method: 'SITE' });
  });
});

describe('countryList', () => {
  it('names the countries in the page’s language, joined as that language joins a list', () => {
    expect(countryList(['BR', 'PT'], 'en')).toBe('Brazil and Portugal');
    expect(countryList(['BR', 'PT', 'MX'], 'es')).toBe('Brasil, Portugal y México');
    expect(countryList(['BR'], 'pt')).toBe('Brasil');
  });
});
