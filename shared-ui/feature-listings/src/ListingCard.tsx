import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Box, Text } from '@opengood/design-system';
import { Link, formatPlace, formatSalary } from '@opengood/platform';
import { listingPath, orgPath } from '@opengood/routes';
import type { Lang, SearchHit } from '@opengood/contracts';

const Card = styled.li`
  list-style: none;
  padding: 16px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Title = styled.h3`
  margin: 0 0 4px;
  font-size: ${(p) => p.theme.fontSizes[3]}px;
`;

/** One search hit (a listing or an organisation) or related listing, linking through the route table. */
export function ListingCard({ listing, lang }: { listing: SearchHit; lang: Lang }) {
  const { t } = useTranslation('listingWidgets');
  // Narrowed on the type itself rather than with the contracts' isOrgHit, which would bundle their schemas.
  if (listing.type === 'ORG') {
    const place = formatPlace(listing.location);
    return (
      <Card data-testid="listing-card">
        <Title>
          <Link href={orgPath(lang, listing.orgType, listing.id, listing.name)}>{listing.title}</Link>
        </Title>
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
      <Title>
        <Link href={listingPath(lang, listing.type, listing.id, listing.title)}>{listing.title}</Link>
      </Title>
      <Text color="muted">{listing.org.name}</Text>
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
