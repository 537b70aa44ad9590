import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type {
  Lang,
  ListingSummary,
  PublishedListingDetail,
  UnpublishedListingDetail,
} from '@opengood/contracts';
import { orgPath, searchPath } from '@opengood/routes';
import { Box, Container, Heading, Icon, Text } from '@opengood/design-system';
import { Link, formatDate, formatSalary } from '@opengood/platform';
import { ListingCard, SaveListingButton, useFacetLabel, useFacetName } from '@opengood/feature-listings';
import { isPublished, type Detail } from './detailApi';
import { dateRange, placeLine } from './format';
import { ListingDescription } from './ListingDescription';
import { applyMethod, closedSince, countryList } from '../hiring/listingState';
import { OrgAvatar } from './OrgAvatar';
import { ApplySection } from '../apply/ApplySection';
import { ApplicationForm } from '../apply/ApplicationForm';

export const Header = styled.header`
  display: flex;
  gap: 16px;
  align-items: flex-start;
  padding-bottom: 20px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  margin-bottom: 24px;
  @media (max-width: ${(p) => p.theme.breakpoints[0]}) {
    flex-wrap: wrap;
  }
`;

const HeaderText = styled.div`
  flex: 1;
  min-width: 0;
  h1 {
    overflow-wrap: anywhere;
  }
  @media (max-width: ${(p) => p.theme.breakpoints[0]}) {
    flex-basis: calc(100% - 72px);
    h1 {
      font-size: ${(p) => p.theme.fontSizes[5]}px;
    }
  }
`;

/** On phones the save control gets its own row under the title instead of squeezing it. */
const SaveSlot = styled.div`
  flex: none;
  @media (max-width: ${(p) => p.theme.breakpoints[0]}) {
    flex-basis: 100%;
    padding-left: 72px;
  }
`;

/** On narrow screens "how to apply" and the facts come right after the header, before the long text. */
const Aside = styled.aside`
  @media (max-width: ${(p) => p.theme.breakpoints[1]}) {
    order: -1;
  }
`;

const Meta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 20px;
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  color: ${(p) => p.theme.colors.muted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  gap: 32px;
  align-items: start;
  @media (max-width: ${(p) => p.theme.breakpoints[1]}) {
    grid-template-columns: minmax(0, 1fr);
    gap: 24px;
  }
`;

export const Panel = styled.section`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[2]}px;
  padding: 16px 20px;
  background: #fff;
  & + & {
    margin-top: 16px;
  }
  h2 {
    font-size: ${(p) => p.theme.fontSizes[3]}px;
    margin: 0 0 12px;
  }
`;

export const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: 12px;
  dt {
    font-size: ${(p) => p.theme.fontSizes[1]}px;
    color: ${(p) => p.theme.colors.muted};
    margin-bottom: 2px;
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    font-weight: 500;
    font-size: ${(p) => p.theme.fontSizes[1]}px;
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii[4]}px;
    padding: 2px 10px;
  }
`;

const Section = styled.section`
  margin-top: 32px;
  h2 {
    font-size: ${(p) => p.theme.fontSizes[4]}px;
    margin: 0 0 12px;
  }
`;

const Notice = styled.p`
  margin: 0 0 16px;
  padding: 10px 14px;
  border-radius: ${(p) => p.theme.radii[1]}px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.muted};
`;

/** docs/product/listings.md#listing-lifecycle: an expired listing says plainly since when it is closed. */
const ClosedNotice = styled.section`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  margin: 0 0 24px;
  padding: 12px 16px;
  border: 1px solid ${(p) => p.theme.colors.danger};
  border-radius: ${(p) => p.theme.radii[2]}px;
  background: ${(p) => p.theme.colors.dangerSurface};
  h2 {
    font-size: ${(p) => p.theme.fontSizes[3]}px;
    margin: 0 0 4px;
  }
  p {
    margin: 0;
  }
`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function DetailListing({
  detail,
  lang,
}: {
  detail: Extract<Detail, { kind: 'listing' }>;
  lang: Lang;
}) {
  const { listing } = detail;
  return isPublished(listing) ? (
    <PublishedListing listing={listing} similar={detail.similar} imported={detail.imported} lang={lang} />
  ) : (
    <UnpublishedListing listing={listing} lang={lang} />
  );
}

function OrgLink({ listing, lang }: { listing: { org: PublishedListingDetail['org'] }; lang: Lang }) {
  return (
    <Link href={orgPath(lang, listing.org.orgType, listing.org.id, listing.org.name)}>
      {listing.org.name}
    </Link>
  );
}

/** docs/product/listings.md#published-and-unpublished: a listing the public may not see (unpublished, or of a frozen organisation). */
function UnpublishedListing({ listing, lang }: { listing: UnpublishedListingDetail; lang: Lang }) {
  const { t } = useTranslation('listings');
  return (
    <Container py={6} data-testid="listing-unpublished">
      <Text color="muted" fontSize={1}>
        {t(`kind.${listing.listingType}`)}
      </Text>
      <Heading>{listing.title}</Heading>
      <Text fontSize={3} mb={4}>
        <OrgLink listing={listing} lang={lang} />
      </Text>
      <Panel aria-labelledby="closed-heading">
        <h2 id="closed-heading">{t('unpublishedHeading')}</h2>
        <Text mb={3}>{t('unpublished')}</Text>
        <Link href={searchPath(lang, listing.listingType)}>{t(`findMore.${listing.listingType}`)}</Link>
      </Panel>
    </Container>
  );
}

/**
 * The published page of a listing. `preview` is the admins' preview of it
 * (docs/architecture.md#who-owns-which-url): the same page, with nothing that applies, saves or suggests.
 */
export function PublishedListing({
  listing,
  similar,
  imported,
  lang,
  preview = false,
}: {
  listing: PublishedListingDetail;
  similar: ListingSummary[];
  imported: boolean;
  lang: Lang;
  preview?: boolean;
}) {
  const { t } = useTranslation('listings');
  const label = useFacetLabel();
  const facetName = useFacetName();
  const mode = label('locationType', listing.locationType);
  const openTo =
    listing.locationType !== 'ONSITE' && listing.remoteCountries?.length
      ? countryList(listing.remoteCountries, lang)
      : null;
  const where =
    listing.locationType === 'REMOTE' || !listing.location
      ? openTo
        ? t('hiring.remoteOpenTo', { countries: openTo })
        : t('remote')
      : `${placeLine(listing.location, lang)} · ${mode}`;
  const takesApplication = listing.type === 'JOB' || listing.type === 'INTERNSHIP';
  const closedOn = closedSince(listing);
  const closed = closedOn !== null;
  const onSite = applyMethod(listing).method === 'SITE';
  const benefits = 'benefits' in listing ? (listing.benefits ?? []) : [];
  const salary =
    'salary' in listing && listing.salary
      ? t(`period.${listing.salary.period}`, { amount: formatSalary(listing.salary, lang) })
      : null;
  const when = 'startsAt' in listing ? dateRange(listing.startsAt, listing.endsAt, lang) : null;

  return (
    <Container py={5} as="article" data-testid="listing-detail">
      <Header>
        <OrgAvatar id={listing.org.id} name={listing.org.name} />
        <HeaderText>
          <Text color="muted" fontSize={1} fontWeight={600}>
            {t(`kind.${listing.listingType}`)}
          </Text>
          <Heading mb={1}>{listing.title}</Heading>
          <Text fontSize={3}>
            <OrgLink listing={listing} lang={lang} />
          </Text>
          <Meta>
            <li data-testid="location-line">
              <Icon name="globe" size={16} />
              {where}
            </li>
            {/* A preview's listing is not published yet (a draft's date is only when it was written). */}
            {!preview && (
              <li>
                <Icon name="calendar" size={16} />
                {t('posted', { date: formatDate(listing.publishedAt, lang) })}
              </li>
            )}
            {listing.expiresAt && (
              <li data-testid="deadline">
                <Icon name="alert" size={16} />
                {closed
                  ? t('closedOn', { date: formatDate(listing.expiresAt, lang) })
                  : t(takesApplication ? 'deadline' : 'openUntil', {
                      date: formatDate(listing.expiresAt, lang),
                    })}
              </li>
            )}
          </Meta>
        </HeaderText>
        {!preview && (
          <SaveSlot>
            <SaveListingButton
              listing={{ id: listing.id, type: listing.listingType, title: listing.title }}
            />
          </SaveSlot>
        )}
      </Header>
      {closedOn && (
        <ClosedNotice aria-labelledby="listing-closed-heading" data-testid="listing-closed">
          <Icon name="alert" size={20} />
          <div>
            <h2 id="listing-closed-heading">{t('hiring.closed.heading')}</h2>
            <p>{t('hiring.closed.since', { date: formatDate(closedOn, lang) })}</p>
          </div>
        </ClosedNotice>
      )}
      <Layout>
        <div>
          {imported && <Notice>{t('imported')}</Notice>}
          <section aria-labelledby="about-heading">
            <Heading as="h2" id="about-heading" fontSize={4}>
              {t('description')}
            </Heading>
            <ListingDescription text={listing.description} />
          </section>
          <Section aria-labelledby="org-heading">
            <h2 id="org-heading">{t('aboutOrg', { name: listing.org.name })}</h2>
            <Box display="flex" style={{ gap: 12, alignItems: 'center' }}>
              <OrgAvatar id={listing.org.id} name={listing.org.name} size={40} />
              <div>
                <Text fontWeight={600}>{listing.org.name}</Text>
                <Text fontSize={1} color="muted">
                  {label('orgType', listing.org.orgType)}
                </Text>
              </div>
            </Box>
            <Text mt={2}>
              <Link href={orgPath(lang, listing.org.orgType, listing.org.id, listing.org.name)}>
                {t('viewOrg')}
              </Link>
            </Text>
          </Section>
          {!closed && !preview && takesApplication && onSite && (
            <ApplicationForm listing={listing} lang={lang} />
          )}
        </div>
        <Aside>
          <ApplySection listing={listing} closed={closed} lang={lang} preview={preview} />
          <Panel aria-labelledby="facts-heading">
            <h2 id="facts-heading">{t('facts')}</h2>
            <Facts>
              <Fact label={t('location')}>{where}</Fact>
              {openTo && listing.locationType === 'HYBRID' && listing.location && (
                <Fact label={t('remote')}>{t('hiring.remoteOpenTo', { countries: openTo })}</Fact>
              )}
              {salary && <Fact label={t('salary')}>{salary}</Fact>}
              {when && <Fact label={t('when')}>{when}</Fact>}
              {'jobType' in listing && listing.jobType && (
                <Fact label={facetName('jobType')}>{label('jobType', listing.jobType)}</Fact>
              )}
              {'professionalLevel' in listing && listing.professionalLevel && (
                <Fact label={facetName('professionalLevel')}>
                  {label('professionalLevel', listing.professionalLevel)}
                </Fact>
              )}
              {'payment' in listing && listing.payment && (
                <Fact label={facetName('payment')}>{label('payment', listing.payment)}</Fact>
              )}
              {'education' in listing && listing.education && (
                <Fact label={facetName('education')}>{label('education', listing.education)}</Fact>
              )}
              {listing.functions.length > 0 && (
                <Fact label={facetName('functions')}>
                  <Chips>
                    {listing.functions.map((f) => (
                      <li key={f}>{label('functions', f)}</li>
                    ))}
                  </Chips>
                </Fact>
              )}
              {benefits.length > 0 && (
                <Fact label={t('hiring.benefits.heading')}>
                  <Chips data-testid="benefits">
                    {benefits.map((b) => (
                      <li key={b}>{t(`hiring.benefits.values.${b}`)}</li>
                    ))}
                  </Chips>
                </Fact>
              )}
              {listing.areasOfFocus.length > 0 && (
                <Fact label={facetName('areasOfFocus')}>
                  <Chips>
                    {listing.areasOfFocus.map((a) => (
                      <li key={a}>{label('areasOfFocus', a)}</li>
                    ))}
                  </Chips>
                </Fact>
              )}
            </Facts>
          </Panel>
        </Aside>
      </Layout>
      {similar.length > 0 && (
        <Section aria-labelledby="similar-heading" data-testid="similar-listings">
          <h2 id="similar-heading">{t(`similar.${listing.listingType}`)}</h2>
          <Box as="ul" p={0} m={0}>
            {similar.map((s) => (
              <ListingCard key={`${s.type}-${s.id}`} listing={s} lang={lang} />
            ))}
          </Box>
          <Text mt={3}>
            <Link href={searchPath(lang, listing.listingType)}>{t(`findMore.${listing.listingType}`)}</Link>
          </Text>
        </Section>
      )}
    </Container>
  );
}
