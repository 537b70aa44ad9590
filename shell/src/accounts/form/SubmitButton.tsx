import styled from 'styled-components';
import { Button } from '@opengood/design-system';

const Wide = styled(Button)`
  width: 100%;
  min-height: 48px;
  font-size: 16px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border-radius: ${(p) => p.theme.radii[2]}px;
`;

/** The form's one action: disabled while its request is under way, saying so. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <Wide type="submit" disabled={pending}>
      {pending ? pendingLabel : label}
    </Wide>
  );
}
