import { generateSeed } from './generate';

describe('generateSeed', () => {
  const data = generateSeed({ orgs: 200, listings: 2000 });

  it('is deterministic', () => {
    expect(generateSeed({ orgs: 200, listings: 2000 })).toEqual(data);
  });

  it('changes with the seed number', () => {
    expect(generateSeed({ orgs: 200, listings: 2000, seed: 7 }).listings[0]).not.toEqual(data.listings[0]);
  });

  it('mixes types and languages in roughly the intended shares', () => {
    const share = (pred: (l: (typeof data.listings)[number]) => boolean) =>
      data.listings.filter(pred).length / data.listings.length;
    expect(share((l) => l.listing_type === 'JOB')).toBeCloseTo(0.55, 1);
    expect(share((l) => l.listing_type === 'VOLOP')).toBeCloseTo(0.2, 1);
    expect(share((l) => l.location_type === 'REMOTE')).toBeGreaterThan(0.05);
    expect(share((l) => l.status === 'UNPUBLISHED')).toBeGreaterThan(0.01);
    expect(share((l) => l.status === 'UNPUBLISHED')).toBeLessThan(0.06);
    for (const locale of ['en', 'es', 'pt']) expect(share((l) => l.locale === locale)).toBeGreaterThan(0.1);
  });

  it('puts organisations on real places of their language', () => {
    const places = new Map(data.places.map((p) => [p.id, p]));
    const countries = { en: ['US', 'CA', 'GB'], es: ['MX', 'ES', 'AR', 'CO', 'CL', 'PE'], pt: ['BR', 'PT'] };
    for (const org of data.orgs)
      expect(countries[org.locale]).toContain(places.get(org.place_id)?.country_code);
    expect(data.places.map((p) => p.name)).toEqual(
      expect.arrayContaining(['New York City', 'São Paulo', 'Madrid']),
    );
  });

  it('keeps remote listings placeless and dates within 60 days of the reference date', () => {
    for (const l of data.listings) {
      if (l.location_type === 'REMOTE') expect(l.place_id).toBeNull();
      else expect(l.place_id).not.toBeNull();
      expect(Date.parse(l.published_at)).toBeGreaterThan(Date.UTC(2026, 8, 15));
    }
  });

  it('freezes at least one organisation', () => {
    expect(data.orgs.filter((o) => o.status === 'FROZEN').length).toBe(2);
  });
});
