import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ApplicationStage, ListingState } from '@opengood/contracts';
import { Heading } from '@opengood/design-system';

// The pipeline pages' small shared pieces: a calm pill for a state or stage, a block with its heading.

type Tone = 'good' | 'bad' | 'plain' | 'live';

const Pill = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
  background: ${(p) =>
    p.$tone === 'good' || p.$tone === 'live'
      ? p.theme.colors.successSurface
      : p.$tone === 'bad'
        ? p.theme.colors.dangerSurface
        : p.theme.colors.surface};
  color: ${(p) =>
    p.$tone === 'bad'
      ? p.theme.colors.danger
      : p.$tone === 'live'
        ? p.theme.colors.primaryDark
        : p.theme.colors.text};
`;

const STATE_TONES: Record<ListingState, Tone> = {
  DRAFT: 'plain',
  AWAITING_PAYMENT: 'plain',
  PUBLISHED: 'live',
  CLOSED: 'bad',
  EXPIRED: 'bad',
};
const STAGE_TONES: Record<ApplicationStage, Tone> = {
  NEW: 'live',
  REVIEWED: 'plain',
  SHORTLISTED: 'plain',
  INTERVIEWING: 'plain',
  OFFERED: 'good',
  HIRED: 'good',
  REJECTED: 'bad',
};

export function StatePill({ state, children }: { state: ListingState; children: ReactNode }) {
  return (
    <Pill $tone={STATE_TONES[state]} data-testid="listing-state">
      {children}
    </Pill>
  );
}

export function StagePill({ stage, children }: { stage: ApplicationStage; children: ReactNode }) {
  return <Pill $tone={STAGE_TONES[stage]}>{children}</Pill>;
}

export const Block = styled.section`
  margin-bottom: 32px;
`;

export function BlockHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Heading as="h3" id={id} fontSize={3} mb={2}>
      {children}
    </Heading>
  );
}

/** Label–value pairs, in two columns when there is room. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0;
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

/** Links in a row that wraps, each a comfortable target. */
export const LinkRow = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;
