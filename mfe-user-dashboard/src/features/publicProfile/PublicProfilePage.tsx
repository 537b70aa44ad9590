import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PublicProfile } from '@opengood/contracts';
import { Container, Heading, Text } from '@opengood/design-system';
import { useLang, type PageViewProps } from '@opengood/platform';
import { formatMonth } from '../format';

const Section = styled.section`
  margin-top: 32px;
  h2 {
    font-size: ${(p) => p.theme.fontSizes[4]}px;
    margin: 0 0 12px;
  }
`;

const Skills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 999px;
    padding: 4px 12px;
  }
`;

const Jobs = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 12px 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes[3]}px;
  }
`;

/** /i/{username}: a published profile, to anyone (the loader's 404 shows the not-found page otherwise). */
export function PublicProfilePage({ data }: PageViewProps<{ username: string }, PublicProfile>) {
  const { t } = useTranslation('userDashboard');
  const lang = useLang();
  return (
    <Container py={5} data-testid="public-profile" style={{ maxWidth: 820 }}>
      <Heading mb={1}>{data.name}</Heading>
      <Text color="muted">
        {[
          data.location === 'Remote' ? t('savedItems.searches.remote') : data.location,
          t('publicProfile.memberSince', { year: new Date(data.memberSince).getUTCFullYear() }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {data.skills.length > 0 && (
        <Section aria-labelledby="pp-skills">
          <h2 id="pp-skills">{t('profile.skills.label')}</h2>
          <Skills>
            {data.skills.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </Skills>
        </Section>
      )}
      <Section aria-labelledby="pp-experience">
        <h2 id="pp-experience">{t('experience.heading')}</h2>
        {data.workHistoryJobs.length === 0 ? (
          <Text color="muted">{t('publicProfile.noExperience')}</Text>
        ) : (
          <Jobs>
            {data.workHistoryJobs.map((job, i) => (
              <li key={i}>
                <h3>{job.title}</h3>
                <Text m={0}>{job.organization}</Text>
                <Text color="muted" fontSize={1} mt={1}>
                  {formatMonth(lang, job.startMonth)} –{' '}
                  {job.current || !job.endMonth ? t('experience.present') : formatMonth(lang, job.endMonth)}
                </Text>
                {job.description && <Text style={{ whiteSpace: 'pre-line' }}>{job.description}</Text>}
              </li>
            ))}
          </Jobs>
        )}
      </Section>
    </Container>
  );
}
