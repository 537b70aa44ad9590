import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Spinner, Text } from '@opengood/design-system';
import { Link, useNavigate, type PageViewProps } from '@opengood/platform';
import { OrgDashboardLayout } from '../dashboard/OrgDashboardView';
import type { OrgDashboardOverview } from '../dashboard/orgDashboardApi';
import { useRunMutation } from '../shared/mutations';
import { repostListing } from './postingMutations';
import { editPath, listingsPath } from './postingRoutes';
import type { ListingType } from '@opengood/contracts';

// …/{type}/{id}/repost (docs/product/organisations.md#posting-a-listing): a new draft copied from the
// listing, without its dates and applications; the page says so, makes it once, and goes to its edit page.

export type RepostParams = { kind: 'repost'; orgId: string; listingType: ListingType; listingId: string };

export function Repost({ orgId, listingId }: { orgId: string; listingId: string }) {
  const { t } = useTranslation('orgDashboard');
  const run = useRunMutation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    // Once per visit (a second run would make a second draft).
    if (started.current) return;
    started.current = true;
    run(repostListing, { orgId, listingId })
      .then(({ data }) => navigate(editPath(orgId, data.listingType, data.id), { replace: true }))
      .catch(() => setFailed(true));
  }, [run, navigate, orgId, listingId]);
  return (
    <div data-testid="repost-listing" aria-busy={!failed}>
      <Heading as="h2" id="org-dashboard-section-heading" fontSize={4}>
        {t('posting.repost.title')}
      </Heading>
      <Text style={{ maxWidth: '72ch' }}>{t('posting.repost.explain')}</Text>
      {failed ? (
        <div role="alert">
          <Text>{t('posting.repost.failed')}</Text>
          <Link href={listingsPath(orgId)}>{t('posting.repost.back')}</Link>
        </div>
      ) : (
        <Text aria-live="polite">
          <Spinner /> {t('posting.repost.working')}
        </Text>
      )}
    </div>
  );
}

export function RepostPage({ params, data }: PageViewProps<RepostParams, OrgDashboardOverview>) {
  return (
    <OrgDashboardLayout orgId={params.orgId} org={data.org} section="listings">
      <Repost orgId={params.orgId} listingId={params.listingId} />
    </OrgDashboardLayout>
  );
}
