import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GradFair } from '@opengood/contracts';
import { Heading } from '@opengood/design-system';
import { Link, useLang } from '@opengood/platform';
import { formatFairDeadline, formatFairWhen } from './gradFairFormat';

export const FairList = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  display: grid;
  gap: 16px;
`;

const Article = styled.article<{ $highlight: boolean }>`
  border: 1px solid ${(p) => (p.$highlight ? p.theme.colors.primary : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radii[2]}px;
  padding: 16px 20px;
  display: grid;
  gap: 8px;
  h3 a {
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px 12px;
  margin: 0;
  dt {
    font-weight: 600;
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
  }
  /* Phones: each label above its value, so a long date is not squeezed into a narrow column. */
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    dd + dt {
      margin-top: 6px;
    }
  }
`;

const Tags = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
`;

export const Tag = styled.span<{ $tone?: 'good' | 'bad' | 'plain' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 600;
  background: ${(p) =>
    p.$tone === 'good'
      ? p.theme.colors.successSurface
      : p.$tone === 'bad'
        ? p.theme.colors.dangerSurface
        : p.theme.colors.surface};
  color: ${(p) => (p.$tone === 'bad' ? p.theme.colors.danger : p.theme.colors.text)};
`;

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  button,
  a {
    min-height: 44px;
  }
`;

/** Where registration stands, in words: registered, over, closed, full, or the deadline and places left. */
export function FairTags({ fair, registered }: { fair: GradFair; registered?: boolean }) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const over = Date.parse(fair.endsAt) <= Date.now();
  return (
    <Tags>
      {registered && <Tag $tone="good">{t('gradFairs.registered')}</Tag>}
      {over ? (
        <Tag>{t('gradFairs.past')}</Tag>
      ) : fair.spotsLeft === 0 ? (
        <Tag $tone="bad">{t('gradFairs.full')}</Tag>
      ) : fair.registrationOpen ? (
        <>
          <Tag>{t('gradFairs.deadline', { date: formatFairDeadline(fair, lang) })}</Tag>
          <Tag>{t('gradFairs.spotsLeft', { count: fair.spotsLeft, capacity: fair.capacity })}</Tag>
        </>
      ) : (
        <Tag $tone="bad">{t('gradFairs.closed')}</Tag>
      )}
    </Tags>
  );
}

/**
 * One fair: its name (a link to its page when `href`), when (in the page's language, the fair's time zone)
 * and where, how registration stands, and the caller's actions.
 */
export function FairCard({
  fair,
  href,
  registered,
  highlight = false,
  headingLevel = 'h3',
  children,
}: {
  fair: GradFair;
  href?: string;
  registered?: boolean;
  highlight?: boolean;
  /** 'none' where the page's own heading names the fair already. */
  headingLevel?: 'h2' | 'h3' | 'none';
  children?: ReactNode;
}) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const headingId = `fair-${fair.id}-name`;
  return (
    <Article
      aria-labelledby={headingLevel === 'none' ? undefined : headingId}
      $highlight={highlight}
      data-testid="fair-card"
      data-fair={fair.id}
    >
      {headingLevel !== 'none' && (
        <Heading as={headingLevel} id={headingId} fontSize={3} mb={0}>
          {href ? <Link href={href}>{fair.name}</Link> : fair.name}
        </Heading>
      )}
      <Facts>
        <dt>{t('gradFairs.when')}</dt>
        <dd>
          <time dateTime={fair.startsAt}>{formatFairWhen(fair, lang)}</time>
        </dd>
        <dt>{t('gradFairs.where')}</dt>
        <dd>
          {fair.venue} · {fair.place.text}
        </dd>
      </Facts>
      <FairTags fair={fair} registered={registered} />
      {children}
    </Article>
  );
}
