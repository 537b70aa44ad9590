import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ContentBlock, Lang, SearchHit } from '@opengood/contracts';
import { searchPath } from '@opengood/routes';
import { Box, Container, Heading, Text } from '@opengood/design-system';
import { ListingCard } from '@opengood/feature-listings';
import { Link, type PageViewProps } from '@opengood/platform';
import type { ContentData } from './contentApi';

const Split = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: 24px;
  align-items: start;
  margin: 24px 0 40px;
  @media (max-width: ${(p) => p.theme.breakpoints[1]}) {
    grid-template-columns: 1fr;
  }
`;

/** OVERLAPPING: the text panel rides over the title's band. */
const SplitBody = styled.div`
  position: relative;
  padding: 24px;
  border-radius: ${(p) => p.theme.radii[2]}px;
  background: #fff;
  box-shadow: 0 8px 24px rgba(16, 24, 40, 0.08);
  @media (min-width: ${(p) => p.theme.breakpoints[1]}) {
    margin-top: 32px;
    margin-left: -48px;
  }
`;

const SplitTitle = styled.div`
  padding: 24px;
  border-radius: ${(p) => p.theme.radii[2]}px;
  background: ${(p) => p.theme.colors.surface};
`;

const Steps = styled.ol<{ $small: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 16px;
  margin: 0 0 40px;
  padding: 0;
  list-style: none;
  counter-reset: step;
  a {
    display: flex;
    align-items: center;
    gap: 12px;
    height: 100%;
    padding: 16px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii[2]}px;
    color: ${(p) => p.theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
  a::before {
    counter-increment: step;
    content: counter(step);
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${(p) => (p.$small ? 32 : 48)}px;
    height: ${(p) => (p.$small ? 32 : 48)}px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
  }
`;

/** A body's paragraphs: blank lines apart. */
const paragraphs = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

function SplitContent({ block }: { block: Extract<ContentBlock, { type: 'SPLIT_CONTENT' }> }) {
  return (
    <Split data-testid="split-content">
      <SplitTitle>
        <Heading as="h2" fontSize={5} m={0}>
          {block.title}
        </Heading>
      </SplitTitle>
      <SplitBody>
        {paragraphs(block.body).map((text, i) => (
          <Text key={i} mt={i === 0 ? 0 : 3} mb={0}>
            {text}
          </Text>
        ))}
      </SplitBody>
    </Split>
  );
}

function ThreeStepCta({ block }: { block: Extract<ContentBlock, { type: 'THREE_STEP_CTA' }> }) {
  const { t } = useTranslation('search');
  const steps = [
    [block.stepOneTitle, block.stepOneUrl],
    [block.stepTwoTitle, block.stepTwoUrl],
    [block.stepThreeTitle, block.stepThreeUrl],
  ] as const;
  return (
    <Steps $small={block.imageSize === 'SMALL'} aria-label={t('content.steps')} data-testid="three-step-cta">
      {steps.map(([title, url], i) => (
        <li key={i}>
          <Link href={url}>{title}</Link>
        </li>
      ))}
    </Steps>
  );
}

function RecommendedJobs({ jobs, lang }: { jobs: SearchHit[]; lang: Lang }) {
  const { t } = useTranslation('search');
  if (jobs.length === 0) return null;
  return (
    <Box as="section" mb={5} aria-labelledby="recommended-jobs-heading" data-testid="recommended-jobs">
      <Heading as="h2" id="recommended-jobs-heading" fontSize={4}>
        {t('content.recommendedJobs')}
      </Heading>
      <Box as="ul" p={0} m={0}>
        {jobs.map((hit) => (
          <ListingCard key={`${hit.type}-${hit.id}`} listing={hit} lang={lang} />
        ))}
      </Box>
      <Text mt={2}>
        <Link href={searchPath(lang, 'JOB')}>{t('content.allJobs')}</Link>
      </Text>
    </Box>
  );
}

/** A CMS or landing page of the content catch-all (docs/product/content.md#content-catch-all): its title, then its blocks in order. */
export function ContentView({ data: { page, recommendedJobs } }: PageViewProps<unknown, ContentData>) {
  return (
    <Container py={6} as="article" lang={page.locale} data-testid="content-page">
      <Heading>{page.title}</Heading>
      {page.contentBlocks.map((block, i) => {
        switch (block.type) {
          case 'SPLIT_CONTENT':
            return <SplitContent key={i} block={block} />;
          case 'THREE_STEP_CTA':
            return <ThreeStepCta key={i} block={block} />;
          case 'RECOMMENDED_JOBS':
            return <RecommendedJobs key={i} jobs={recommendedJobs} lang={page.locale} />;
          default:
            return null;
        }
      })}
    </Container>
  );
}
