import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CandidateRating, OrgDashboardOverview, RecommendedCandidatesAnswer } from '@opengood/contracts';
import { orgDashboardPath } from '@opengood/routes';
import { Heading, Text } from '@opengood/design-system';
import { Link, type PageViewProps } from '@opengood/platform';
import { OrgDashboardLayout } from '../dashboard/OrgDashboardView';
import { Status } from '../shared/PageShell';
import { RatingButtons } from './RatingButtons';
import { Reasons } from './Reasons';
import { candidatePath, type CandidatesLocation } from './recommendationRoutes';

export interface CandidatesData {
  overview: OrgDashboardOverview;
  recommendations: RecommendedCandidatesAnswer['data'];
}

export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
`;

export const CandidateCard = styled.article`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[2]}px;
  padding: 16px 20px;
  display: grid;
  gap: 8px;
  h3 {
    margin: 0;
  }
  h3 a {
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
`;

const CardFoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

/**
 * /admin/{orgId}/jobs|internships/{listingId}/recommended-candidates
 * (docs/product/organisations.md#recommended-candidates): the best matches, each a card with who they are,
 * where they live, why they match, and Good fit / Not a fit.
 */
export function CandidatesPage({ params, data }: PageViewProps<CandidatesLocation, CandidatesData>) {
  const { t } = useTranslation('orgDashboard');
  const { overview, recommendations } = data;
  const { listing, candidates } = recommendations;
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const rated = (name: string) => (rating: CandidateRating | null, failed: boolean) => {
    if (failed) setNotice(t('recommendations.saveFailed'));
    else setNotice(t(rating === 'BAD' ? 'recommendations.savedBad' : 'recommendations.savedGood', { name }));
    // A candidate rated Not a fit leaves the list with the button that had the focus: it goes to the notice.
    if (rating === 'BAD') noticeRef.current?.focus();
  };

  return (
    <OrgDashboardLayout orgId={params.orgId} org={overview.org} section="listings">
      <div data-testid="recommended-candidates" style={{ display: 'grid', gap: 16, maxWidth: 820 }}>
        <div>
          <Text color="muted" fontSize={1}>
            {t('recommendations.title')}
          </Text>
          <Heading as="h2" id="org-dashboard-section-heading" fontSize={4}>
            {t('recommendations.heading', { listing: listing.title })}
          </Heading>
          <Text color="muted" style={{ maxWidth: '65ch' }}>
            {t('recommendations.intro')}
          </Text>
        </div>
        <Status ref={noticeRef} tabIndex={-1} data-testid="recommendations-status">
          {notice}
        </Status>
        {candidates.length === 0 ? (
          <Text data-testid="recommendations-empty">{t('recommendations.empty')}</Text>
        ) : (
          <CardList>
            {candidates.map((c) => (
              <li key={c.applicantId}>
                <CandidateCard data-testid="candidate-card" aria-labelledby={`candidate-${c.applicantId}`}>
                  <Heading as="h3" fontSize={3} id={`candidate-${c.applicantId}`}>
                    <Link href={candidatePath(params, c.applicantId)}>{c.name}</Link>
                  </Heading>
                  {c.headline && <Text style={{ margin: 0 }}>{c.headline}</Text>}
                  {c.place && (
                    <Text color="muted" style={{ margin: 0 }}>
                      {c.place}
                    </Text>
                  )}
                  <Reasons reasons={c.reasons} />
                  <CardFoot>
                    <RatingButtons
                      orgId={params.orgId}
                      listingId={params.listingId}
                      applicantId={c.applicantId}
                      name={c.name}
                      rating={c.rating}
                      onRated={rated(c.name)}
                    />
                    <Link
                      href={candidatePath(params, c.applicantId)}
                      aria-label={t('recommendations.viewProfileLabel', { name: c.name })}
                    >
                      {t('recommendations.viewProfile')}
                    </Link>
                  </CardFoot>
                </CandidateCard>
              </li>
            ))}
          </CardList>
        )}
        <Text>
          <Link href={orgDashboardPath(params.orgId, 'listings')}>{t('recommendations.backToListings')}</Link>
        </Text>
      </div>
    </OrgDashboardLayout>
  );
}
