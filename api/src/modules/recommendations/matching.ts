import {
  RECOMMENDATION_DISTANCE_KM,
  type JobFunction,
  type Lang,
  type LocationSelection,
  type LocationType,
  type MatchReason,
  type ProfessionalLevel,
} from '@opengood/contracts';
import { functionsOf, levelDistance, levelOf, plain } from './candidateFacets';

// Whether a recruitable candidate suits a job or internship, how well, and why
// (docs/product/organisations.md#recommended-candidates). Pure: the use-case reads the rows.

/** What matching needs of the listing. */
export interface ListingFacts {
  functions: readonly JobFunction[];
  professionalLevel: ProfessionalLevel | null;
  locationType: LocationType;
  /** Its place (on-site and hybrid listings), null without one. */
  place: { latitude: number; longitude: number; countryCode: string; names: Record<Lang, string> } | null;
  /** A remote listing open to these countries only (empty: anywhere). */
  remoteCountries: readonly string[];
  /** Its title and description, as plain text, for the skills it names. */
  text: string;
}

/** What matching needs of the candidate. */
export interface CandidateFacts {
  skills: readonly string[];
  /** Work-history titles, the current (or latest) first. */
  titles: readonly string[];
  location: LocationSelection | null;
  willingToWorkOnsite: boolean;
  willingToWorkRemote: boolean;
  willingToWorkHybrid: boolean;
}

export interface Match {
  score: number;
  reasons: MatchReason[];
}

export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The place part: a reason and its score, or null when the candidate cannot work where the listing is. */
function placeMatch(
  listing: ListingFacts,
  c: CandidateFacts,
): { reason: MatchReason | null; score: number } | null {
  const located = c.location && !c.location.isRemote ? c.location : null;
  if (listing.locationType === 'REMOTE') {
    if (!c.willingToWorkRemote) return null;
    if (listing.remoteCountries.length === 0)
      return { reason: { code: 'REMOTE', countryCode: null }, score: 2 };
    const country = located?.countryCode ?? null;
    if (country === null || !listing.remoteCountries.includes(country)) return null;
    return { reason: { code: 'REMOTE', countryCode: country }, score: 2 };
  }
  if (listing.locationType === 'ONSITE' ? !c.willingToWorkOnsite : !c.willingToWorkHybrid) return null;
  // A listing without a place says nothing about where; nothing to match on.
  if (listing.place === null) return { reason: null, score: 0 };
  if (!located) return null;
  const km = Math.round(distanceKm(listing.place, located));
  if (km <= RECOMMENDATION_DISTANCE_KM)
    return {
      reason: { code: 'DISTANCE', km, city: listing.place.names },
      score: 1 + 3 * (1 - km / RECOMMENDATION_DISTANCE_KM),
    };
  if (located.countryCode === listing.place.countryCode)
    return { reason: { code: 'COUNTRY', countryCode: located.countryCode }, score: 1 };
  return null;
}

/**
 * The candidate's match for the listing, or null: a listing with functions needs at least one of them in the
 * candidate's titles or skills; a level two or more steps from the listing's is no match; and the candidate
 * must be able to work where the listing is (near its place, in its country, or remotely from a country it
 * is open to). The score ranks: functions first, then place, level and skills.
 */
export function matchCandidate(listing: ListingFacts, c: CandidateFacts): Match | null {
  const theirs = new Set(functionsOf([...c.titles, ...c.skills]));
  const functions = listing.functions.filter((fn) => theirs.has(fn));
  if (listing.functions.length > 0 && functions.length === 0) return null;
  const level = levelOf(c.titles[0] ?? null);
  const steps = level && listing.professionalLevel ? levelDistance(level, listing.professionalLevel) : null;
  if (steps !== null && steps >= 2) return null;
  const place = placeMatch(listing, c);
  if (place === null) return null;
  const text = plain(listing.text);
  // A skill that only repeats a matched function ("Communications" for communications) adds nothing.
  const skills = c.skills.filter(
    (s) =>
      s.trim().length > 2 &&
      text.includes(plain(s)) &&
      !functionsOf([s]).some((fn) => functions.includes(fn)),
  );

  const reasons: MatchReason[] = functions.map((fn) => ({ code: 'FUNCTION', function: fn }));
  if (steps === 0) reasons.push({ code: 'LEVEL', level: level! });
  if (place.reason) reasons.push(place.reason);
  if (skills.length > 0) reasons.push({ code: 'SKILLS', skills });
  const score =
    3 * functions.length + place.score + (steps === 0 ? 2 : steps === 1 ? 0.5 : 0) + skills.length;
  return { score: Math.round(score * 100) / 100, reasons };
}
