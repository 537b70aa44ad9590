import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { orgDashboardPath } from '@opengood/routes';
import { Box, Card, CardGrid, Heading, Text } from '@opengood/design-system';
import { Link, useLang } from '@opengood/platform';
import { ListingCard } from '@opengood/feature-listings';
import { selectListingCounts, type OrgDashboardOverview } from './orgDashboardApi';

// The number stands out above its label.
const CountCard = styled(Card)`
  strong {
    display: block;
    font-size: ${(p) => p.theme.fontSizes[4]}px;
  }
`;

export function OverviewView({ orgId, overview }: { orgId: string; overview: OrgDashboardOverview }) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const counts = selectListingCounts(overview);
  return (
    <>
      <Heading as="h2" id="org-dashboard-section-heading" fontSize={4}>
        {t('overview.listingsHeading')}
      </Heading>
      <CardGrid $min={140} data-testid="listing-counts">
        {counts.map(({ type, count }) => (
          <CountCard key={type}>
            <strong>{count.toLocaleString(lang)}</strong>
            {t(`listingTypes.${type}`, { count })}
          </CountCard>
        ))}
      </CardGrid>
      <Text mb={4}>
        <Link href={orgDashboardPath(orgId, 'post-a-listing')}>{t('overview.postCta')}</Link>
      </Text>
      <Heading as="h2" fontSize={4}>
        {t('overview.recentHeading')}
      </Heading>
      {overview.recentListings.length === 0 ? (
        <Text color="muted">{t('overview.noRecent')}</Text>
      ) : (
        <Box as="ul" p={0} m={0} data-testid="recent-listings">
          {overview.recentListings.map((listing) => (
            <ListingCard
              key={`${listing.type}-${listing.id}`}
              listing={listing}
              lang={lang}
              saveable={false}
            />
          ))}
        </Box>
      )}
    </>
  );
}
