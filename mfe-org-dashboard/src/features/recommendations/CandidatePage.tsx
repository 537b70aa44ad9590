import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type {
  CandidateRating,
  OrgDashboardOverview,
  RecommendedCandidateAnswer,
  WorkHistoryJob,
} from '@opengood/contracts';
import { routes, routeUrl } from '@opengood/contracts/routes';
import { Heading, Text } from '@opengood/design-system';
import { Link, useLang, type PageViewProps } from '@opengood/platform';
import type { Lang } from '@opengood/contracts';
import { OrgDashboardLayout } from '../dashboard/OrgDashboardView';
import { Status } from '../shared/PageShell';
import { RatingButtons } from './RatingButtons';
import { Reasons } from './Reasons';
import { candidatePath, candidatesPath, type CandidateLocation } from './recommendationRoutes';

export interface CandidateData {
  overview: OrgDashboardOverview;
  recommendation: RecommendedCandidateAnswer['data'];
}

const Section = styled.section`
  display: grid;
  gap: 8px;
  h3 {
    margin: 0;
  }
`;

const Jobs = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  padding-top: 16px;
  /* Phones: one link a line, from the left. */
  @media (max-width: 480px) {
    flex-direction: column;
    align-items: flex-start;
  }
`;

/** "Mar 2021 – present", months in the page's language. */
function period(job: WorkHistoryJob, lang: Lang, present: string): string {
  const month = (m: string) =>
    new Intl.DateTimeFormat(lang, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${m}-01T00:00:00Z`),
    );
  return `${month(job.startMonth)} – ${job.endMonth ? month(job.endMonth) : present}`;
}

/**
 * /admin/{orgId}/jobs|internships/{listingId}/recommended-candidates/{applicantId}: the profile the candidate
 * shares with recruiters, why they match, their résumé, the rating, and the list's previous and next.
 */
export function CandidatePage({ params, data }: PageViewProps<CandidateLocation, CandidateData>) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const { overview, recommendation } = data;
  const { listing, candidate, previousId, nextId } = recommendation;
  const [notice, setNotice] = useState('');
  const name = candidate.name;
  const openTo = [
    candidate.willingToWorkOnsite && t('recommendations.profile.ONSITE'),
    candidate.willingToWorkRemote && t('recommendations.profile.REMOTE'),
    candidate.willingToWorkHybrid && t('recommendations.profile.HYBRID'),
    candidate.willingToWorkPartTime && t('recommendations.profile.PART_TIME'),
  ].filter((s): s is string => Boolean(s));
  const rated = (rating: CandidateRating | null, failed: boolean) =>
    setNotice(
      failed
        ? t('recommendations.saveFailed')
        : t(rating === 'BAD' ? 'recommendations.savedBad' : 'recommendations.savedGood', { name }),
    );
  const ratingLabel = (r: CandidateRating) =>
    t(r === 'GOOD' ? 'recommendations.ratedGood' : 'recommendations.ratedBad');

  return (
    <OrgDashboardLayout orgId={params.orgId} org={overview.org} section="listings">
      <article data-testid="recommended-candidate" style={{ display: 'grid', gap: 20, maxWidth: 760 }}>
        <div>
          <Text color="muted" fontSize={1}>
            {t('recommendations.profile.eyebrow', { listing: listing.title })}
          </Text>
          <Heading as="h2" id="org-dashboard-section-heading" fontSize={4}>
            {name}
          </Heading>
          {candidate.headline && <Text style={{ margin: 0 }}>{candidate.headline}</Text>}
          {candidate.place && (
            <Text color="muted" style={{ margin: 0 }}>
              {candidate.place}
            </Text>
          )}
        </div>
        {candidate.reasons.length > 0 && (
          <Section aria-labelledby="candidate-why">
            <Heading as="h3" fontSize={3} id="candidate-why">
              {t('recommendations.profile.why')}
            </Heading>
            <Reasons reasons={candidate.reasons} />
          </Section>
        )}
        <Section aria-labelledby="candidate-rate">
          <Heading as="h3" fontSize={3} id="candidate-rate">
            {t('recommendations.profile.rateHeading', { name })}
          </Heading>
          {candidate.rating && (
            <Text style={{ margin: 0 }} data-testid="candidate-rating">
              {t('recommendations.profile.currentRating', { rating: ratingLabel(candidate.rating) })}
            </Text>
          )}
          <RatingButtons
            orgId={params.orgId}
            listingId={params.listingId}
            applicantId={candidate.applicantId}
            name={name}
            rating={candidate.rating}
            onRated={rated}
          />
          <Status data-testid="candidate-status">{notice}</Status>
        </Section>
        <Section aria-labelledby="candidate-history">
          <Heading as="h3" fontSize={3} id="candidate-history">
            {t('recommendations.profile.workHistory')}
          </Heading>
          {candidate.workHistoryJobs.length === 0 ? (
            <Text>{t('recommendations.profile.noWorkHistory')}</Text>
          ) : (
            <Jobs>
              {candidate.workHistoryJobs.map((job) => (
                <li key={job.id}>
                  <Text style={{ margin: 0, fontWeight: 600 }}>{job.title}</Text>
                  <Text style={{ margin: 0 }}>{job.organization}</Text>
                  <Text color="muted" style={{ margin: 0 }}>
                    {period(job, lang, t('recommendations.profile.present'))}
                  </Text>
                  {job.description && <Text style={{ margin: 0 }}>{job.description}</Text>}
                </li>
              ))}
            </Jobs>
          )}
        </Section>
        <Section aria-labelledby="candidate-skills">
          <Heading as="h3" fontSize={3} id="candidate-skills">
            {t('recommendations.profile.skills')}
          </Heading>
          <Text style={{ margin: 0 }}>
            {candidate.skills.length > 0
              ? candidate.skills.join(', ')
              : t('recommendations.profile.noSkills')}
          </Text>
          {openTo.length > 0 && (
            <Text style={{ margin: 0 }}>
              <strong>{t('recommendations.profile.openTo')}:</strong>{' '}
              {new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(openTo)}
            </Text>
          )}
        </Section>
        <Section aria-labelledby="candidate-resume">
          <Heading as="h3" fontSize={3} id="candidate-resume">
            {t('recommendations.profile.resume')}
          </Heading>
          {candidate.resumeId ? (
            <Text style={{ margin: 0 }}>
              {/* A file: the browser downloads it (the api lets this organisation's admins read it). */}
              <a
                href={routeUrl(routes.resume, { id: candidate.resumeId })}
                download
                data-testid="candidate-resume"
              >
                {t('recommendations.profile.downloadResume', { name })}
              </a>
            </Text>
          ) : (
            <Text style={{ margin: 0 }}>{t('recommendations.profile.noResume')}</Text>
          )}
        </Section>
        <Pager aria-label={t('recommendations.profile.navigation')}>
          {previousId !== null && (
            <Link href={candidatePath(params, previousId)} rel="prev">
              ← {t('recommendations.profile.previous')}
            </Link>
          )}
          <Link href={candidatesPath(params)}>{t('recommendations.profile.all')}</Link>
          {nextId !== null && (
            <Link href={candidatePath(params, nextId)} rel="next">
              {t('recommendations.profile.next')} →
            </Link>
          )}
        </Pager>
      </article>
    </OrgDashboardLayout>
  );
}
