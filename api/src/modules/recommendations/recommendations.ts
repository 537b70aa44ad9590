import {
  RECOMMENDATION_ERROR_CODES as E,
  RECOMMENDED_CANDIDATES_MAX,
  type CandidateRating,
  type CandidateRatingAnswer,
  type Lang,
  type RecommendedCandidateAnswer,
  type RecommendedCandidatesAnswer,
} from '@opengood/contracts';
import { ForbiddenError, NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { findListingById, findOrgIdsOfListings, getOrgListing } from '../listings';
import { findPublicIds } from '../resumes';
import { matchCandidate, type ListingFacts, type Match } from './matching';
import { presentCandidate, presentCandidateDetail } from './recommendationPresenter';
import * as repo from './recommendationRepository';

// Recommended candidates (docs/product/organisations.md#recommended-candidates): for a job or internship, the
// profiles open to recruiters that match it, the best first, each with why; never those who applied to it,
// its organisation's admins, or those the organisation rated "not a fit" for it.

const RECOMMENDABLE = new Set(['JOB', 'INTERNSHIP']);
const NO_LISTING = () => new NotFoundError({ listingId: E.NO_LISTING });
const NO_CANDIDATE = () => new NotFoundError({ applicantId: E.NO_CANDIDATE });

export interface RecommendationListing {
  id: number;
  orgId: number;
  title: string;
  listingType: 'JOB' | 'INTERNSHIP';
  facts: ListingFacts;
}

const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** The organisation's job or internship with what matching needs; 404 for anything else. */
export async function loadListing(db: Db, orgId: number, listingId: number): Promise<RecommendationListing> {
  const listing = await getOrgListing(db, orgId, listingId).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw NO_LISTING();
    throw error;
  });
  if (!RECOMMENDABLE.has(listing.listingType)) throw NO_LISTING();
  const row = await findListingById(db, listingId);
  const located =
    row && row.latitude !== null && row.longitude !== null && row.country_code !== null && row.city !== null;
  const cityName = (lang: Lang) => row?.city_names?.[lang] ?? row?.city ?? '';
  return {
    id: listing.id,
    orgId,
    title: listing.title,
    listingType: listing.listingType as 'JOB' | 'INTERNSHIP',
    facts: {
      functions: listing.functions,
      professionalLevel: listing.professionalLevel,
      locationType: listing.locationType,
      place:
        located && listing.locationType !== 'REMOTE'
          ? {
              latitude: row.latitude!,
              longitude: row.longitude!,
              countryCode: row.country_code!,
              names: { en: cityName('en'), es: cityName('es'), pt: cityName('pt') },
            }
          : null,
      remoteCountries: listing.remoteCountries,
      text: `${listing.title} ${plainText(listing.description)}`,
    },
  };
}

export interface RankedCandidate {
  row: repo.CandidateRow;
  jobs: repo.CandidateJobRow[];
  match: Match;
  rating: CandidateRating | null;
}

const factsOf = (row: repo.CandidateRow, jobs: repo.CandidateJobRow[]) => ({
  skills: row.skills,
  titles: jobs.map((j) => j.title),
  location: row.user_location,
  willingToWorkOnsite: row.willing_to_work_onsite,
  willingToWorkRemote: row.willing_to_work_remote,
  willingToWorkHybrid: row.willing_to_work_hybrid,
});

/**
 * Every matching candidate, the best first (ties: the longest-standing account first). Those rated BAD are
 * left out unless `keepBad` (a candidate's page still finds its neighbours after a rating).
 */
export async function rankCandidates(
  db: Db,
  listing: RecommendationListing,
  { keepBad = false }: { keepBad?: boolean } = {},
): Promise<RankedCandidate[]> {
  const ratings = await repo.findRatings(db, listing.id);
  const bad = keepBad ? [] : [...ratings].filter(([, r]) => r === 'BAD').map(([id]) => id);
  const excluded = [...(await repo.findNotToRecommend(db, listing.id, listing.orgId)), ...bad];
  const rows = await repo.findRecruitableCandidates(db, excluded);
  const jobs = await repo.findCandidateJobs(
    db,
    rows.map((r) => r.user_id),
  );
  const ranked: RankedCandidate[] = [];
  for (const row of rows) {
    const own = jobs.get(row.user_id) ?? [];
    const match = matchCandidate(listing.facts, factsOf(row, own));
    if (match) ranked.push({ row, jobs: own, match, rating: ratings.get(row.user_id) ?? null });
  }
  return ranked.sort((a, b) => b.match.score - a.match.score || a.row.user_id - b.row.user_id);
}

const listingPart = (l: RecommendationListing) => ({ id: l.id, title: l.title, listingType: l.listingType });

export async function listRecommendedCandidates(
  db: Db,
  orgId: number,
  listingId: number,
): Promise<RecommendedCandidatesAnswer['data']> {
  const listing = await loadListing(db, orgId, listingId);
  const ranked = (await rankCandidates(db, listing)).slice(0, RECOMMENDED_CANDIDATES_MAX);
  return { listing: listingPart(listing), candidates: ranked.map(presentCandidate) };
}

/**
 * One recruitable candidate as recommended for the listing, with their neighbours in its list. A profile
 * not open to recruiters is a 404 whatever else it is (nobody learns that it exists).
 */
export async function getRecommendedCandidate(
  db: Db,
  orgId: number,
  listingId: number,
  applicantId: number,
): Promise<RecommendedCandidateAnswer['data']> {
  const listing = await loadListing(db, orgId, listingId);
  const row = await repo.findRecruitableCandidate(db, applicantId);
  if (!row) throw NO_CANDIDATE();
  const ranked = (await rankCandidates(db, listing, { keepBad: true })).slice(0, RECOMMENDED_CANDIDATES_MAX);
  const at = ranked.findIndex((c) => c.row.user_id === applicantId);
  const jobs = (await repo.findCandidateJobs(db, [applicantId])).get(applicantId) ?? [];
  const match = at >= 0 ? ranked[at]!.match : matchCandidate(listing.facts, factsOf(row, jobs));
  const rating = (await repo.findRatings(db, listingId)).get(applicantId) ?? null;
  const resumeId =
    row.resume_file_id === null
      ? null
      : ((await findPublicIds(db, [row.resume_file_id])).get(row.resume_file_id) ?? null);
  return {
    listing: listingPart(listing),
    candidate: presentCandidateDetail(
      { row, jobs, match: match ?? { score: 0, reasons: [] }, rating },
      resumeId,
    ),
    previousId: at > 0 ? ranked[at - 1]!.row.user_id : null,
    nextId: at >= 0 && at + 1 < ranked.length ? ranked[at + 1]!.row.user_id : null,
  };
}

/** Rates a recruitable candidate for the organisation's job or internship; the same rating again changes nothing. */
export async function rateCandidate(
  db: Db,
  raterId: number,
  orgId: number,
  listingId: number,
  applicantId: number,
  rating: CandidateRating,
): Promise<CandidateRatingAnswer['data']> {
  const listing = await loadListing(db, orgId, listingId);
  if (!(await repo.findRecruitableCandidate(db, applicantId))) throw NO_CANDIDATE();
  await repo.upsertRating(db, listingId, applicantId, rating, raterId);
  return { orgId, listingId, listingType: listing.listingType, applicantId, rating };
}

/** Who is rating from a mail's link: it names the listing, not the organisation. */
export interface MailRater {
  id: number;
  adminOrgIds: readonly number[];
  isStaff: boolean;
}

/** The mail's rating link: the caller must administer the listing's organisation (staff may). */
export async function rateCandidateFromMail(
  db: Db,
  rater: MailRater,
  listingId: number,
  applicantId: number,
  rating: CandidateRating,
): Promise<CandidateRatingAnswer['data']> {
  const orgId = (await findOrgIdsOfListings(db, [listingId])).get(listingId);
  if (orgId === undefined) throw NO_LISTING();
  if (!rater.isStaff && !rater.adminOrgIds.includes(orgId))
    throw new ForbiddenError({ listingId: E.NOT_LISTING_ADMIN });
  return rateCandidate(db, rater.id, orgId, listingId, applicantId, rating);
}

/**
 * The résumé check the composition root adds to the resumes module's: an organisation's admin may download
 * the current résumé of a profile open to recruiters (the candidate's page links it); nobody else.
 */
export async function recruitableResumeReader(
  db: Db,
  file: { id: number; owner_id: number },
  reader: { adminOrgIds: readonly number[] },
): Promise<boolean> {
  if (reader.adminOrgIds.length === 0) return false;
  return repo.isRecruitableResume(db, file.id, file.owner_id);
}
