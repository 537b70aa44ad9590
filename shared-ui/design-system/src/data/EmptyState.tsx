import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../primitives/Icon';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 40px 16px;
  text-align: center;
  color: ${(p) => p.theme.colors.muted};
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[2]}px;
  > svg {
    color: ${(p) => p.theme.colors.controlBorder};
  }
`;

const Title = styled.h2`
  margin: 4px 0 0;
  font-size: ${(p) => p.theme.fontSizes[3]}px;
  line-height: ${(p) => p.theme.lineHeights.heading};
  color: ${(p) => p.theme.colors.text};
`;

const Body = styled.div`
  max-width: 36em;
  margin: 0;
`;

export interface EmptyStateProps {
  title: ReactNode;
  /** What this place will hold, or why it is empty. */
  description?: ReactNode;
  /** The way forward (a button or link: "Post a job"). */
  action?: ReactNode;
  icon?: IconName;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What an empty list or table shows: a heading, a sentence, and the action that fills it. */
export function EmptyState({
  title,
  description,
  action,
  icon = 'info',
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  return (
    <Box className={className} data-testid="empty-state">
      <Icon name={icon} size={32} />
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description && <Body>{description}</Body>}
      {action && <div style={{ marginTop: 8 }}>{action}</div>}
    </Box>
  );
}
