import styled from 'styled-components';

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: ${(p) => p.theme.zIndices.modal};
  background: transparent;
`;

const Bar = styled.div<{ $value: number }>`
  height: 100%;
  width: ${(p) => Math.round(p.$value * 100)}%;
  background: ${(p) => p.theme.colors.accent};
  transition: width 0.2s ease-out;
`;

/** value between 0 and 1; hidden when null. */
export function ProgressBar({ value, label }: { value: number | null; label: string }) {
  if (value === null) return null;
  const clamped = Math.max(0, Math.min(1, value));
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped * 100)}
    >
      <Bar $value={clamped} />
    </Track>
  );
}
