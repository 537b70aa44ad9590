import type { LocationSelection } from '@opengood/contracts';
import { functionsOf, levelOf } from './candidateFacets';
import { matchCandidate, type CandidateFacts, type ListingFacts } from './matching';

// Matching of docs/product/organisations.md#recommended-candidates, on made-up facts.

const located = (countryCode: string, latitude: number, longitude: number, text: string) =>
  ({ isRemote: false, countryCode, latitude, longitude, text }) as LocationSelection;
const SAO_PAULO = located('BR', -23.55, -46.63, 'São Paulo, SP, Brasil');
const CAMPINAS = located('BR', -22.91, -47.06, 'Campinas, SP, Brasil');
const RECIFE = located('BR', -8.05, -34.9, 'Recife, PE, Brasil');
const LISBON = located('PT', 38.72, -9.14, 'Lisboa, Portugal');

const listing = (over: Partial<ListingFacts> = {}): ListingFacts => ({
  functions: ['PROGRAM_MANAGEMENT'],
  professionalLevel: 'MANAGERIAL',
  locationType: 'ONSITE',
  place: {
    latitude: -23.55,
    longitude: -46.63,
    countryCode: 'BR',
    names: { en: 'São Paulo', es: 'San Pablo', pt: 'São Paulo' },
  },
  remoteCountries: [],
  text: 'Gerente de projetos com Salesforce',
  ...over,
});
const candidate = (over: Partial<CandidateFacts> = {}): CandidateFacts => ({
  skills: [],
  titles: ['Coordenadora de Projetos'],
  location: SAO_PAULO,
  willingToWorkOnsite: true,
  willingToWorkRemote: true,
  willingToWorkHybrid: true,
  ...over,
});

describe('what a profile says', () => {
  it('reads functions from titles and skills in any of the three languages', () => {
    expect(functionsOf(['Program Manager'])).toEqual(['PROGRAM_MANAGEMENT']);
    expect(functionsOf(['Coordinadora de Captación de Fondos', 'Redacción de subvenciones'])).toEqual([
      'DEVELOPMENT_FUNDRAISING',
      'GRANT_WRITING',
    ]);
    expect(functionsOf(['Analista de Monitoramento e Avaliação'])).toEqual(['DATA_EVALUATION']);
    expect(functionsOf(['Barista'])).toEqual([]);
  });

  it('reads the level of the latest title, the most senior words first', () => {
    expect(levelOf('Executive Director')).toBe('EXECUTIVE');
    expect(levelOf('Directora de Programas')).toBe('DIRECTOR');
    expect(levelOf('Coordenador de Projetos')).toBe('MANAGERIAL');
    expect(levelOf('Assistente de Comunicação')).toBe('ENTRY_LEVEL');
    expect(levelOf('Program Officer')).toBe('PROFESSIONAL');
    expect(levelOf(null)).toBeNull();
  });
});

describe('matching a candidate to a listing', () => {
  it('explains a close match: function, level, distance, skills', () => {
    const match = matchCandidate(listing(), candidate({ skills: ['Salesforce', 'Excel'] }))!;
    expect(match.reasons).toEqual([
      { code: 'FUNCTION', function: 'PROGRAM_MANAGEMENT' },
      { code: 'LEVEL', level: 'MANAGERIAL' },
      { code: 'DISTANCE', km: 0, city: { en: 'São Paulo', es: 'San Pablo', pt: 'São Paulo' } },
      { code: 'SKILLS', skills: ['Salesforce'] },
    ]);
  });

  it('leaves out a skill that only repeats a matched function', () => {
    const match = matchCandidate(
      listing({ text: 'Projetos e Salesforce' }),
      candidate({ skills: ['Projetos', 'Salesforce'] }),
    )!;
    expect(match.reasons).toContainEqual({ code: 'SKILLS', skills: ['Salesforce'] });
  });

  it('ranks the nearer and the better-levelled higher', () => {
    const near = matchCandidate(listing(), candidate())!;
    const campinas = matchCandidate(listing(), candidate({ location: CAMPINAS }))!;
    const recife = matchCandidate(listing(), candidate({ location: RECIFE }))!;
    expect(campinas.reasons).toContainEqual(expect.objectContaining({ code: 'DISTANCE', km: 84 }));
    expect(recife.reasons).toContainEqual({ code: 'COUNTRY', countryCode: 'BR' });
    expect(near.score).toBeGreaterThan(campinas.score);
    expect(campinas.score).toBeGreaterThan(recife.score);
    const officer = matchCandidate(listing(), candidate({ titles: ['Analista de Projetos'] }))!;
    expect(near.score).toBeGreaterThan(officer.score);
  });

  it('refuses another function, a level two steps away, another country, or a way of working they refused', () => {
    expect(matchCandidate(listing(), candidate({ titles: ['Analista de Dados'] }))).toBeNull();
    expect(matchCandidate(listing(), candidate({ titles: ['Assistente de Projetos'] }))).toBeNull();
    expect(matchCandidate(listing(), candidate({ location: LISBON }))).toBeNull();
    expect(matchCandidate(listing(), candidate({ location: null }))).toBeNull();
    expect(matchCandidate(listing(), candidate({ willingToWorkOnsite: false }))).toBeNull();
    expect(
      matchCandidate(listing({ locationType: 'HYBRID' }), candidate({ willingToWorkHybrid: false })),
    ).toBeNull();
  });

  it('matches a remote listing by willingness and the countries it is open to', () => {
    const remote = listing({ locationType: 'REMOTE', place: null });
    expect(matchCandidate(remote, candidate({ location: LISBON }))!.reasons).toContainEqual({
      code: 'REMOTE',
      countryCode: null,
    });
    expect(matchCandidate(remote, candidate({ willingToWorkRemote: false }))).toBeNull();
    const brazilOnly = { ...remote, remoteCountries: ['BR'] };
    expect(matchCandidate(brazilOnly, candidate({ location: LISBON }))).toBeNull();
    expect(matchCandidate(brazilOnly, candidate())!.reasons).toContainEqual({
      code: 'REMOTE',
      countryCode: 'BR',
    });
  });

  it('asks nothing of what the listing leaves open', () => {
    const open = listing({ functions: [], professionalLevel: null, place: null });
    expect(matchCandidate(open, candidate({ titles: [], location: null }))).toEqual({
      score: 0,
      reasons: [],
    });
  });
});
