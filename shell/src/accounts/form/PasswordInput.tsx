import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton, TextInput, useFieldContext, type TextInputProps } from '@opengood/design-system';

const Box = styled.div`
  position: relative;
`;

const Toggle = styled(IconButton)`
  position: absolute;
  top: 50%;
  right: 2px;
  transform: translateY(-50%);
`;

// An eye, and the same eye struck through, on the design system's 24 px line-icon grid.
const EYE = 'M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12zM12 15a3 3 0 100-6 3 3 0 000 6z';
const STRIKE = 'M3 3l18 18';

function EyeIcon({ struck }: { struck: boolean }) {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d={EYE} />
      {struck && <path d={STRIKE} />}
    </svg>
  );
}

/**
 * The kit's TextInput for a password, with a toggle that shows what was typed: the design system's
 * IconButton, pressed while shown, named for what it does. Goes inside a Field (a FormField), whose control
 * it controls.
 */
export function PasswordInput(props: Omit<TextInputProps, 'type'>) {
  const { t } = useTranslation('shell');
  const field = useFieldContext();
  const [visible, setVisible] = useState(false);
  return (
    <Box>
      <TextInput
        {...props}
        type={visible ? 'text' : 'password'}
        spellCheck={false}
        autoCapitalize="none"
        style={{ paddingRight: 48 }}
      />
      <Toggle
        label={t('accounts.fields.showPassword')}
        icon={<EyeIcon struck={visible} />}
        pressed={visible}
        aria-controls={field?.id}
        onClick={() => setVisible((shown) => !shown)}
      />
    </Box>
  );
}
