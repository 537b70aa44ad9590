import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Box, Text } from '@opengood/design-system';
import { Link, formatPlace, formatSalary } from '@opengood/platform';
import { listingPath, orgPath } from '@opengood/routes';
import type { Lang, SearchHit } from '@opengood/contracts';
import { SaveListingButton } from './SaveListingButton';
import { useFacetLabel } from './facetLabels';

const Card = styled.li`
  list-style: none;
  padding: 16px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
`;

const Title = styled.h3`
  margin: 0 0 4px;
  font-size: ${(p) => p.theme.fontSizes[3]}px;
`;

/**
 * One search hit (a listing or an organisation) or related listing, linking through the route table; a
 * listing has the shared save control unless `saveable` is false (e.g. an organisation's own listings).
 */
export function ListingCard({
  listing,
  lang,
  saveable = true,
}: {
  listing: SearchHit;
  lang: Lang;
  saveable?: boolean;
}) {
  const { t } = useTranslation('listingWidgets');
  const facetLabel = useFacetLabel();
  // Narrowed on the type itself rather than with the contracts' isOrgHit, which would bundle their schemas.
  if (listing.type === 'ORG') {
    const place = formatPlace(listing.location);
    return (
      <Card data-testid="listing-card">
        <Title>
          <Link href={orgPath(lang, listing.orgType, listing.id, listing.name)}>{listing.title}</Link>
        </Title>
        <Text color="muted" data-testid="org-row">
          {[
            facetLabel('orgType', listing.orgType),
            ...listing.areasOfFocus.slice(0, 3).map((area) => facetLabel('areasOfFocus', area)),
          ].join(' · ')}
        </Text>
        {place && (
          <Text as="span" fontSize={1}>
            {place}
          </Text>
        )}
      </Card>
    );
  }
  const place = listing.locationType === 'REMOTE' ? t('listing.remote') : formatPlace(listing.location);
  return (
    <Card data-testid="listing-card">
      <Row>
        <div>
          <Title>
            <Link href={listingPath(lang, listing.type, listing.id, listing.title)}>{listing.title}</Link>
          </Title>
          <Text color="muted">{listing.org.name}</Text>
        </div>
        {saveable && <SaveListingButton listing={listing} compact />}
      </Row>
      <Box mt={1}>
        {place && (
          <Text as="span" fontSize={1}>
            {place}
          </Text>
        )}
        {listing.salary && (
          <Text as="span" fontSize={1} ml={3}>
            {formatSalary(listing.salary, lang)}
          </Text>
        )}
      </Box>
    </Card>
  );
}
