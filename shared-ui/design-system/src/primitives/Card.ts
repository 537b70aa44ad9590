import styled from 'styled-components';

/** A responsive list of cards: as many columns of at least `$min` px as fit. */
export const CardGrid = styled.ul<{ $min?: number }>`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => p.$min ?? 200}px, 1fr));
  gap: 16px;
`;

export const Card = styled.li`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[2]}px;
  padding: 12px 16px;
`;
