import { useTranslation } from 'react-i18next';
import { type Lang } from '@opengood/contracts';
import { Box, Container, Heading, Text } from '@opengood/design-system';
import { formatPlace } from '@opengood/platform';
import { ListingCard } from '@opengood/feature-listings';
import { isUnpublished, type OrgDetail } from './detailApi';
import { knownCode } from './labels';

export function OrgView({ org, lang }: { org: OrgDetail; lang: Lang }) {
  const { t } = useTranslation('listings');
  if (isUnpublished(org)) {
    return (
      <Container py={6} data-testid="org-unpublished">
        <Heading>{org.name}</Heading>
        <Text>{t('orgUnpublished')}</Text>
      </Container>
    );
  }
  return (
    <Container py={6} as="article" data-testid="org-detail">
      <Text color="muted" fontSize={1}>
        {knownCode('orgTypes', org.orgType) ? t(`orgTypes.${org.orgType}`) : org.orgType}
      </Text>
      <Heading>{org.name}</Heading>
      {org.location && (
        <Text color="muted" mb={3}>
          {formatPlace(org.location)}
        </Text>
      )}
      <Text mb={4} style={{ whiteSpace: 'pre-line', maxWidth: '72ch' }}>
        {org.description}
      </Text>
      {org.website && (
        <Text mb={4}>
          <a href={org.website} rel="noopener noreferrer nofollow" target="_blank">
            {t('website')}
          </a>
        </Text>
      )}
      {org.recentListings && org.recentListings.length > 0 && (
        <Box as="section">
          <Heading as="h2" fontSize={4}>
            {t('openings')}
          </Heading>
          <Box as="ul" p={0}>
            {org.recentListings.map((l) => (
              <ListingCard key={`${l.type}-${l.id}`} listing={l} lang={lang} />
            ))}
          </Box>
        </Box>
      )}
    </Container>
  );
}
