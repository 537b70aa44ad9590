import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { Box, Heading, Link, ListingCard, Text, orgDashboardPath, useLang } from '@opengood/shared-ui';
import type { OrgDashboardOverview } from './orgDashboardApi';
import { selectListingCounts } from './orgDashboardSlice';

const Counts = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 12px;
`;

const CountCard = styled.li`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[1]}px;
  padding: 12px 16px;
  strong { display: block; font-size: ${(p) => p.theme.fontSizes[4]}px; }
`;

export function OverviewView({ orgId, overview }: { orgId: string; overview: OrgDashboardOverview }) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const counts = useSelector(selectListingCounts);
  return (
    <>
      <Heading as="h2" id="org-dashboard-section-heading" fontSize={4}>{t('overview.listingsHeading')}</Heading>
      <Counts data-testid="listing-counts">
        {counts.map(({ type, count }) => (
          <CountCard key={type}>
            <strong>{count.toLocaleString(lang)}</strong>
            {t(`listingTypes.${type}`, { count })}
          </CountCard>
        ))}
      </Counts>
      <Text mb={4}>
        <Link href={orgDashboardPath(orgId, 'post-a-listing')}>{t('overview.postCta')}</Link>
      </Text>
      <Heading as="h2" fontSize={4}>{t('overview.recentHeading')}</Heading>
      {overview.recentListings.length === 0 ? (
        <Text color="muted">{t('overview.noRecent')}</Text>
      ) : (
        <Box as="ul" p={0} m={0} data-testid="recent-listings">
          {overview.recentListings.map((listing) => (
            <ListingCard key={`${listing.type}-${listing.id}`} listing={listing} lang={lang} />
          ))}
        </Box>
      )}
    </>
  );
}
