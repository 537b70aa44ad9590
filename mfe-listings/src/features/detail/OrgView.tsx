import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  LISTING_TYPES,
  type Lang,
  type ListingType,
  type OrganizationDetail,
  type OrgProfile,
} from '@opengood/contracts';
import { searchPath } from '@opengood/routes';
import { Box, Container, Heading, Icon, Tabs, Text } from '@opengood/design-system';
import { Link } from '@opengood/platform';
import { ListingCard, useFacetLabel, useFacetName } from '@opengood/feature-listings';
import { placeLine } from './format';
import { OrgAvatar } from './OrgAvatar';
import { RequestAdminAccess } from './RequestAdminAccess';
import { Chips, Facts, Header, Layout, Panel } from './ListingView';

const RichText = styled.div`
  max-width: 72ch;
  line-height: 1.6;
  overflow-wrap: anywhere;
  p,
  ul,
  ol {
    margin: 0 0 12px;
  }
  ul,
  ol {
    padding-left: 24px;
  }
`;

export function OrgView({ org, lang }: { org: OrganizationDetail; lang: Lang }) {
  const { t } = useTranslation('listings');
  const label = useFacetLabel();
  if (org.type === 'UNPUBLISHED_ORG') {
    // docs/product/listings.md#published-and-unpublished: a frozen organisation shows the unpublished view.
    return (
      <Container py={6} data-testid="org-unpublished">
        <Text color="muted" fontSize={1}>
          {label('orgType', org.orgType)}
        </Text>
        <Heading>{org.name}</Heading>
        <Panel aria-labelledby="org-closed-heading">
          <h2 id="org-closed-heading">{t('orgUnpublishedHeading')}</h2>
          <Text>{t('orgUnpublished')}</Text>
        </Panel>
      </Container>
    );
  }
  return <PublishedOrg org={org} lang={lang} />;
}

function PublishedOrg({ org, lang }: { org: OrgProfile; lang: Lang }) {
  const { t } = useTranslation('listings');
  const label = useFacetLabel();
  const facetName = useFacetName();
  const total = LISTING_TYPES.reduce((n, type) => n + org.listingCounts[type], 0);
  return (
    <Container py={5} as="article" data-testid="org-detail">
      <Header>
        <OrgAvatar id={org.id} name={org.name} size={72} logo={org.logo} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text color="muted" fontSize={1} fontWeight={600} data-testid="org-type">
            {label('orgType', org.orgType)}
          </Text>
          <Heading mb={1}>{org.name}</Heading>
          <Box display="flex" flexWrap="wrap" color="muted" style={{ gap: '6px 20px' }}>
            {org.location && (
              <Text as="span" style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
                <Icon name="globe" size={16} />
                {placeLine(org.location, lang)}
              </Text>
            )}
            {org.website && (
              <a href={org.website} rel="noopener noreferrer nofollow" target="_blank">
                {t('org.website')} <Icon name="external" size={14} />
              </a>
            )}
          </Box>
        </div>
      </Header>
      <Layout>
        <div>
          <section aria-labelledby="org-about-heading">
            <Heading as="h2" id="org-about-heading" fontSize={4}>
              {t('aboutOrg', { name: org.name })}
            </Heading>
            {/* The api's sanitised HTML only (docs/product/organisations.md#the-organisation: sanitised on the
                server to paragraphs, lists, bold, italic and nofollow links), never anything else. */}
            <RichText data-testid="org-description" dangerouslySetInnerHTML={{ __html: org.description }} />
          </section>
          <Box as="section" mt={6} aria-labelledby="open-heading">
            <Heading as="h2" id="open-heading" fontSize={4}>
              {t('org.openListings')}
            </Heading>
            {total === 0 ? (
              <Text color="muted">{t('org.none', { name: org.name })}</Text>
            ) : (
              <OpenListings org={org} lang={lang} />
            )}
          </Box>
        </div>
        <aside>
          <Panel aria-labelledby="org-facts-heading">
            <h2 id="org-facts-heading">{t('org.facts')}</h2>
            <Facts>
              <div>
                <dt>{facetName('orgType')}</dt>
                <dd>{label('orgType', org.orgType)}</dd>
              </div>
              {org.size && (
                <div data-testid="org-size">
                  <dt>{t('org.size')}</dt>
                  <dd>{t(`org.sizes.${org.size}`)}</dd>
                </div>
              )}
              {org.location && (
                <div>
                  <dt>{t('location')}</dt>
                  <dd>{placeLine(org.location, lang)}</dd>
                </div>
              )}
              {org.areasOfFocus.length > 0 && (
                <div>
                  <dt>{facetName('areasOfFocus')}</dt>
                  <dd>
                    <Chips>
                      {org.areasOfFocus.map((a) => (
                        <li key={a}>{label('areasOfFocus', a)}</li>
                      ))}
                    </Chips>
                  </dd>
                </div>
              )}
            </Facts>
          </Panel>
          <RequestAdminAccess orgId={org.id} name={org.name} />
        </aside>
      </Layout>
    </Container>
  );
}

/** The organisation's open listings as tabs by type (the kit's WAI-ARIA tabs: arrows, Home and End move). */
function OpenListings({ org, lang }: { org: OrgProfile; lang: Lang }) {
  const { t } = useTranslation('listings');
  const types = LISTING_TYPES.filter((type) => org.listingCounts[type] > 0);
  return (
    <Tabs
      label={t('org.tabs')}
      tabs={types.map((type) => ({
        id: type,
        label: t(`org.tab.${type}`, { count: org.listingCounts[type] }),
        content: <OpenListingsOfType org={org} type={type} lang={lang} />,
      }))}
    />
  );
}

function OpenListingsOfType({ org, type, lang }: { org: OrgProfile; type: ListingType; lang: Lang }) {
  const { t } = useTranslation('listings');
  const shown = org.openListings[type];
  const count = org.listingCounts[type];
  return (
    <div data-testid="org-listings">
      {shown.length === 0 ? (
        <Text color="muted">{t('org.noneOfType')}</Text>
      ) : (
        <Box as="ul" p={0} m={0}>
          {shown.map((l) => (
            <ListingCard key={`${l.type}-${l.id}`} listing={l} lang={lang} />
          ))}
        </Box>
      )}
      {count > shown.length && (
        <Text color="muted" fontSize={1} mt={2}>
          {t('org.showing', { shown: shown.length, count })}
        </Text>
      )}
      <Text mt={2}>
        <Link href={searchPath(lang, type)}>{t(`org.browse.${type}`)}</Link>
      </Text>
    </div>
  );
}
