import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { orgDashboardPath } from '@opengood/routes';
import { Heading, Text } from '@opengood/design-system';
import { Link, type PageViewProps } from '@opengood/platform';
import { OrgDashboardLayout } from '../dashboard/OrgDashboardView';
import { ApplicantsTab } from './ApplicantsTab';
import type { ListingPageData } from './applicantsApi';
import { LISTING_TABS, listingPagePath, type ListingPageParams } from './applicantRoutes';
import { ListingOverview } from './ListingOverview';
import { StatePill } from './pipelineUi';

const TabNav = styled.nav`
  margin: 16px 0 24px;
  ul {
    list-style: none;
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 14px;
    font-weight: 600;
    color: ${(p) => p.theme.colors.muted};
    text-decoration: none;
    border-bottom: 3px solid transparent;
    margin-bottom: -1px;
  }
  a:hover {
    color: ${(p) => p.theme.colors.text};
  }
  a[aria-current='page'] {
    color: ${(p) => p.theme.colors.primaryDark};
    border-bottom-color: ${(p) => p.theme.colors.primary};
  }
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

/**
 * /admin/{orgId}/{type}/{id}[/{tab}] (docs/product/organisations.md#applicants): a listing with its tabs,
 * links each (a URL per tab, so reload and back keep it): the overview and the applicants.
 */
export function ListingPage({ params, data, url }: PageViewProps<ListingPageParams, ListingPageData>) {
  const { t } = useTranslation('orgDashboard');
  const { orgId, listingType, listingId, tab } = params;
  const { overview, listing } = data;
  return (
    <OrgDashboardLayout orgId={orgId} org={overview.org} section="listings">
      <div data-testid="listing-page">
        <Text fontSize={1} mb={1}>
          <Link href={orgDashboardPath(orgId, 'listings')}>{t('applicants.backToListings')}</Link>
        </Text>
        <Text color="muted" fontSize={1}>
          {t(`applicants.types.${listing.listingType}`)}
        </Text>
        <Title>
          <Heading as="h2" id="org-dashboard-section-heading" fontSize={4} mb={0}>
            {listing.title}
          </Heading>
          <StatePill state={listing.status}>{t(`applicants.states.${listing.status}`)}</StatePill>
        </Title>
        <TabNav aria-label={t('applicants.tabsLabel')}>
          <ul>
            {LISTING_TABS.map((id) => (
              <li key={id}>
                <Link
                  href={listingPagePath(orgId, listingType, listingId, id === 'overview' ? null : id)}
                  aria-current={id === tab ? 'page' : undefined}
                >
                  {t(`applicants.tabs.${id}`)}
                </Link>
              </li>
            ))}
          </ul>
        </TabNav>
        {tab === 'overview' ? (
          <ListingOverview orgId={orgId} listing={listing} stageCounts={data.applications.stageCounts} />
        ) : (
          <ApplicantsTab params={params} data={data} url={url} />
        )}
      </div>
    </OrgDashboardLayout>
  );
}
