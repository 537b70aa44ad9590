import type { Lang } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';
import { ORG_DASHBOARD_AREA } from '../../area';

// The grad fair writes (docs/product/grad-fairs.md#registering and #invitations): each refreshes the pages
// that show the organisation's fairs, its invitations and the fair area's places left.

const fairPages = [
  { area: ORG_DASHBOARD_AREA, pages: ['grad-fairs', 'grad-fair-invite', 'fair-home', 'fair'] },
];
type FairArgs = { orgId: string | number; fairId: number; lang: Lang };

export const registerForFair = defineMutation({
  name: 'mfe-org-dashboard/registerForGradFair',
  route: routes.registerForGradFair,
  input: ({ orgId, fairId, lang }: FairArgs) => ({
    params: { orgId, fairId },
    query: { lang },
  }),
  refreshes: () => fairPages,
});

export const unregisterFromFair = defineMutation({
  name: 'mfe-org-dashboard/unregisterFromGradFair',
  route: routes.unregisterFromGradFair,
  input: ({ orgId, fairId, lang }: FairArgs) => ({ params: { orgId, fairId }, query: { lang } }),
  refreshes: () => fairPages,
});

export const answerFairInvite = defineMutation({
  name: 'mfe-org-dashboard/answerGradFairInvite',
  route: routes.answerGradFairInvite,
  input: ({
    orgId,
    inviteId,
    accept,
    lang,
  }: {
    orgId: string;
    inviteId: number;
    accept: boolean;
    lang: Lang;
  }) => ({
    params: { orgId, inviteId },
    query: { lang },
    body: { accept },
  }),
  refreshes: () => fairPages,
});
