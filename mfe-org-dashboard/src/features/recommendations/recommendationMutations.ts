import type { CandidateRating } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';
import { ORG_DASHBOARD_AREA } from '../../area';

// Rating a recommended candidate (docs/product/organisations.md#recommended-candidates): from the list or the
// candidate's page, and from the mail's link; each refreshes the pages that show the ratings.

const candidatePages = [
  { area: ORG_DASHBOARD_AREA, pages: ['recommended-candidates', 'recommended-candidate'] },
];

export const rateCandidate = defineMutation({
  name: 'mfe-org-dashboard/rateRecommendedCandidate',
  route: routes.rateRecommendedCandidate,
  input: ({
    orgId,
    listingId,
    applicantId,
    rating,
  }: {
    orgId: string;
    listingId: string;
    applicantId: number;
    rating: CandidateRating;
  }) => ({ params: { orgId, listingId, applicantId }, body: { rating } }),
  refreshes: () => candidatePages,
});

export const rateCandidateFromMail = defineMutation({
  name: 'mfe-org-dashboard/rateRecommendedCandidateFromMail',
  route: routes.rateRecommendedCandidateFromMail,
  input: ({
    applicantId,
    listingId,
    rating,
  }: {
    applicantId: string;
    listingId: number;
    rating: CandidateRating;
  }) => ({
    params: { applicantId },
    body: { listingId, rating },
  }),
  refreshes: () => candidatePages,
});
