import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Box, Text } from '@opengood/design-system';
import { Link, formatPlace, formatSalary } from '@opengood/platform';
import { listingPath, orgPath } from '@opengood/routes';
import type { Lang, ListingSummary } from '@opengood/contracts';

const Card = styled.li`
  list-style: none;
  padding: 16px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Title = styled.h3`
  margin: 0 0 4px;
  font-size: ${(p) => p.theme.fontSizes[3]}px;
`;

/** One search hit or related listing, linking into the listings area through the route table. */
export function ListingCard({ listing, lang }: { listing: ListingSummary; lang: Lang }) {
  const { t } = useTranslation('listingWidgets');
  const href =
    listing.type === 'ORG'
      ? orgPath(lang, listing.orgType ?? 'NONPROFIT', listing.id, listing.title)
      : listingPath(lang, listing.type, listing.id, listing.title);
  const place = listing.locationType === 'REMOTE' ? t('listing.remote') : formatPlace(listing.location);
  return (
    <Card data-testid="listing-card">
      <Title>
        <Link href={href}>{listing.title}</Link>
      </Title>
      {listing.org && <Text color="muted">{listing.org.name}</Text>}
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
