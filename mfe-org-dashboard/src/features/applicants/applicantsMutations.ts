import type { ApplicationRating, ApplicationStage } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';
import { ORG_DASHBOARD_AREA } from '../../area';

// The pipeline's writes (docs/product/organisations.md#applicants): each refreshes the listing's tabs (their
// counts and rows) and the application's page.

const pipelinePages = [{ area: ORG_DASHBOARD_AREA, pages: ['listing', 'application'] }];
type ApplicationArgs = { orgId: string; applicationId: number };

export const moveStage = defineMutation({
  name: 'mfe-org-dashboard/moveApplicationStage',
  route: routes.moveApplicationStage,
  input: ({ orgId, applicationId, stage }: ApplicationArgs & { stage: ApplicationStage }) => ({
    params: { orgId, applicationId },
    body: { stage },
  }),
  refreshes: () => pipelinePages,
});

export const rateApplication = defineMutation({
  name: 'mfe-org-dashboard/rateApplication',
  route: routes.rateApplication,
  input: ({ orgId, applicationId, rating }: ApplicationArgs & { rating: ApplicationRating | null }) => ({
    params: { orgId, applicationId },
    body: { rating },
  }),
  refreshes: () => pipelinePages,
});

export const addNote = defineMutation({
  name: 'mfe-org-dashboard/addApplicationNote',
  route: routes.addApplicationNote,
  input: ({ orgId, applicationId, body }: ApplicationArgs & { body: string }) => ({
    params: { orgId, applicationId },
    body: { body },
  }),
  refreshes: () => pipelinePages,
});

export const rejectApplications = defineMutation({
  name: 'mfe-org-dashboard/rejectApplications',
  route: routes.rejectApplications,
  input: ({
    orgId,
    listingId,
    applicationIds,
  }: {
    orgId: string;
    listingId: string;
    applicationIds: number[];
  }) => ({
    params: { orgId, listingId },
    body: { applicationIds },
  }),
  refreshes: () => pipelinePages,
});
