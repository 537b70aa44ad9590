import { HIRING_TYPES, POSTING_ERROR_CODES as E, type OrgListing } from '@opengood/contracts';

// What a listing still needs before it may be published, field by field (codes of POSTING_ERROR_CODES).
// The contracts are getting a pure `publishProblems(listing)` of their own (posting.ts, built in parallel):
// when it lands, this file becomes a re-export of it. Until then the same rules as the api's publish and
// the contract's REQUIRED_TO_PUBLISH (a job or internship names its job type and functions).
export function publishProblems(listing: OrgListing, now = new Date()): Record<string, string> {
  const problems: Record<string, string> = {};
  if (listing.title.trim() === '') problems.title = E.TITLE_LENGTH;
  if (listing.description.trim() === '') problems.description = E.DESCRIPTION_REQUIRED;
  if (listing.locationType !== 'REMOTE' && listing.placeId === null) problems.placeId = E.REQUIRED_TO_PUBLISH;
  if ((HIRING_TYPES as readonly string[]).includes(listing.listingType)) {
    if (listing.jobType === null) problems.jobType = E.REQUIRED_TO_PUBLISH;
    if (listing.functions.length === 0) problems.functions = E.REQUIRED_TO_PUBLISH;
  }
  if (listing.listingType === 'INTERNSHIP' && listing.payment === null)
    problems.payment = E.REQUIRED_TO_PUBLISH;
  if (listing.deadline !== null && Date.parse(listing.deadline) <= now.getTime())
    problems.deadline = E.DEADLINE_PASSED;
  return problems;
}
