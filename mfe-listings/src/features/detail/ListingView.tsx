import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type Lang, type OrgType } from '@opengood/contracts';
import { orgPath, searchPath } from '@opengood/routes';
import { Box, Container, Flex, Heading, Text } from '@opengood/design-system';
import { Link, formatDate, formatPlace, formatSalary } from '@opengood/platform';
import { isUnpublished, type ListingDetail } from './detailApi';
import { knownCode } from './labels';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 16px 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Description = styled.div`
  white-space: pre-line;
  max-width: 72ch;
`;

export function ListingView({ listing, lang }: { listing: ListingDetail; lang: Lang }) {
  const { t } = useTranslation('listings');
  const orgLink = listing.org && (
    <Link href={orgPath(lang, listing.org.orgType as OrgType, listing.org.id, listing.org.name)}>
      {listing.org.name}
    </Link>
  );
  if (isUnpublished(listing)) {
    return (
      <Container py={6} data-testid="listing-unpublished">
        <Heading>{listing.title}</Heading>
        {orgLink && <Text mb={3}>{orgLink}</Text>}
        <Text mb={4}>{t('unpublished')}</Text>
        <Link href={searchPath(lang, listing.listingType)}>{t('searchSimilar')}</Link>
      </Container>
    );
  }
  const place =
    listing.locationType === 'REMOTE' ? t('locationType.REMOTE') : formatPlace(listing.location ?? null);
  return (
    <Container py={6} as="article" data-testid="listing-detail">
      <Text color="muted" fontSize={1}>
        {t(`kind.${listing.listingType}`)}
      </Text>
      <Heading>{listing.title}</Heading>
      {orgLink && (
        <Text fontSize={3} mb={2}>
          {orgLink}
        </Text>
      )}
      <Flex style={{ gap: 16 }} flexWrap="wrap" color="muted">
        {place && <span>{place}</span>}
        {listing.locationType && listing.locationType !== 'REMOTE' && (
          <span>{t(`locationType.${listing.locationType}`)}</span>
        )}
        {listing.publishedAt && (
          <span>{t('published', { date: formatDate(listing.publishedAt, lang) })}</span>
        )}
      </Flex>
      <Facts>
        {listing.salary && (
          <>
            <dt>{t('salary')}</dt>
            <dd>{formatSalary(listing.salary, lang)}</dd>
          </>
        )}
        {listing.jobType && (
          <>
            <dt>{t('jobType')}</dt>
            <dd>
              {knownCode('jobTypes', listing.jobType) ? t(`jobTypes.${listing.jobType}`) : listing.jobType}
            </dd>
          </>
        )}
        {listing.professionalLevel && (
          <>
            <dt>{t('level')}</dt>
            <dd>
              {knownCode('levels', listing.professionalLevel)
                ? t(`levels.${listing.professionalLevel}`)
                : listing.professionalLevel}
            </dd>
          </>
        )}
        {listing.payment && (
          <>
            <dt>{t('payment')}</dt>
            <dd>
              {knownCode('payments', listing.payment) ? t(`payments.${listing.payment}`) : listing.payment}
            </dd>
          </>
        )}
        {listing.startsAt && (
          <>
            <dt>{t('starts')}</dt>
            <dd>{formatDate(listing.startsAt, lang)}</dd>
          </>
        )}
        {listing.endsAt && (
          <>
            <dt>{t('ends')}</dt>
            <dd>{formatDate(listing.endsAt, lang)}</dd>
          </>
        )}
      </Facts>
      <Box as="section" aria-label={t('description')}>
        <Description>{listing.description}</Description>
      </Box>
    </Container>
  );
}
