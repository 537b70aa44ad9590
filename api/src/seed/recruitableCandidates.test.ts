import { LANGS } from '@opengood/contracts';
import { functionsOf, levelOf } from '../modules/recommendations';
import {
  generateCandidates,
  NOT_RECRUITABLE_CANDIDATES,
  RECRUITABLE_CANDIDATES,
} from './recruitableCandidates';

// The seed's job seekers open to recruiters (docs/product/organisations.md#recommended-candidates).

describe('recruitable candidates of the seed', () => {
  const candidates = generateCandidates();

  it('is deterministic, in the three languages, on real places, with unique addresses', () => {
    expect(generateCandidates()).toEqual(candidates);
    expect(candidates).toHaveLength(RECRUITABLE_CANDIDATES + NOT_RECRUITABLE_CANDIDATES);
    expect(candidates.filter((c) => c.recruitable)).toHaveLength(RECRUITABLE_CANDIDATES);
    expect(new Set(candidates.map((c) => c.lang))).toEqual(new Set(LANGS));
    expect(new Set(candidates.map((c) => c.email)).size).toBe(candidates.length);
    for (const c of candidates)
      expect(c.user_location).toMatchObject({
        isRemote: false,
        hasGeo: true,
        countryCode: expect.any(String),
      });
  });

  it('writes titles the matching reads: a function and a level for every current job', () => {
    for (const c of candidates) {
      const current = c.jobs.find((j) => j.current)!;
      expect({ title: current.title, functions: functionsOf([current.title]).length > 0 }).toEqual({
        title: current.title,
        functions: true,
      });
      expect(levelOf(current.title)).not.toBeNull();
    }
  });
});
