import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { APPLICATION_STAGES, type OrgListing, type OrgListingApplications } from '@opengood/contracts';
import { listingPath } from '@opengood/routes';
import { Link, useLang } from '@opengood/platform';
import { formatDate } from '../shared/format';
import { applicantFiltersQuery, listingPagePath } from './applicantRoutes';
import { Block, BlockHeading, Facts, LinkRow, StatePill } from './pipelineUi';

const Counts = styled.ul`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 8px;
  margin: 0 0 12px;
  padding: 0;
  a {
    display: grid;
    gap: 2px;
    padding: 10px 12px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 8px;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
  strong {
    font-size: 22px;
  }
  span {
    color: ${(p) => p.theme.colors.muted};
  }
`;

/** The overview tab: the listing's state and dates, its applications by stage, and where to manage it. */
export function ListingOverview({
  orgId,
  listing,
  stageCounts,
}: {
  orgId: string;
  listing: OrgListing;
  stageCounts: OrgListingApplications['stageCounts'];
}) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const path = (sub?: string) => listingPagePath(orgId, listing.listingType, listing.id, sub);
  const dated = listing.startsAt !== null || listing.endsAt !== null;
  return (
    <div data-testid="listing-overview">
      <Block aria-labelledby="listing-dates">
        <BlockHeading id="listing-dates">{t('applicants.overview.datesHeading')}</BlockHeading>
        <Facts>
          <dt>{t('applicants.overview.state')}</dt>
          <dd>
            <StatePill state={listing.status}>{t(`applicants.states.${listing.status}`)}</StatePill>
          </dd>
          <dt>{t('applicants.overview.published')}</dt>
          <dd>{formatDate(listing.publishedAt, lang)}</dd>
          <dt>{t('applicants.overview.updated')}</dt>
          <dd>{formatDate(listing.updatedAt, lang)}</dd>
          <dt>{t('applicants.overview.deadline')}</dt>
          <dd>
            {listing.deadline ? formatDate(listing.deadline, lang) : t('applicants.overview.noDeadline')}
          </dd>
          {dated && listing.startsAt && (
            <>
              <dt>{t('applicants.overview.starts')}</dt>
              <dd>{formatDate(listing.startsAt, lang)}</dd>
            </>
          )}
          {dated && listing.endsAt && (
            <>
              <dt>{t('applicants.overview.ends')}</dt>
              <dd>{formatDate(listing.endsAt, lang)}</dd>
            </>
          )}
        </Facts>
      </Block>
      <Block aria-labelledby="listing-counts">
        <BlockHeading id="listing-counts">{t('applicants.overview.countsHeading')}</BlockHeading>
        <Counts data-testid="stage-counts">
          {APPLICATION_STAGES.map((stage) => (
            <li key={stage}>
              <Link href={path('applicants') + applicantFiltersQuery({ stage })}>
                <strong>{stageCounts[stage]}</strong> <span>{t(`applicants.stages.${stage}`)}</span>
              </Link>
            </li>
          ))}
        </Counts>
        <p>
          {t('applicants.overview.total', { count: listing.applicationCount })}{' '}
          <Link href={path('applicants')}>{t('applicants.overview.seeApplicants')}</Link>
        </p>
      </Block>
      <Block aria-labelledby="listing-actions">
        <BlockHeading id="listing-actions">{t('applicants.overview.actionsHeading')}</BlockHeading>
        <LinkRow>
          <li>
            <Link href={path('edit')}>{t('applicants.overview.edit')}</Link>
          </li>
          <li>
            <Link href={path('preview')}>{t('applicants.overview.preview')}</Link>
          </li>
          {listing.status === 'PUBLISHED' && (
            <li>
              <Link href={listingPath(lang, listing.listingType, listing.id, listing.title)}>
                {t('applicants.overview.publicPage')}
              </Link>
            </li>
          )}
          {listing.listingType === 'JOB' && (
            <li>
              <Link href={path('recommended-candidates')}>{t('applicants.overview.recommended')}</Link>
            </li>
          )}
        </LinkRow>
      </Block>
    </div>
  );
}
