import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Heading, Text } from '@opengood/design-system';

const Narrow = styled.div<{ $wide: boolean }>`
  max-width: ${(p) => (p.$wide ? '1100px' : '720px')};
`;

/** A page of the area outside an organisation's dashboard: an eyebrow, the heading, what it is for. */
export function PageShell({
  eyebrow,
  heading,
  intro,
  wide = false,
  children,
  'data-testid': testId,
}: {
  eyebrow?: string;
  heading: string;
  intro?: ReactNode;
  wide?: boolean;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Container py={5} data-testid={testId}>
      <Narrow $wide={wide}>
        {eyebrow && (
          <Text color="muted" fontSize={1}>
            {eyebrow}
          </Text>
        )}
        <Heading>{heading}</Heading>
        {intro && (
          <Text color="muted" mb={4} style={{ maxWidth: '65ch' }}>
            {intro}
          </Text>
        )}
        {children}
      </Narrow>
    </Container>
  );
}

/** What a write did, said politely to screen readers (a region there before the words). */
export const Status = styled.p.attrs({ role: 'status' })`
  min-height: 1.5em;
  margin: 8px 0 0;
  color: ${(p) => p.theme.colors.muted};
`;
