import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextField, type TextFieldProps } from './TextField';

const Toggle = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  height: 100%;
  min-width: 48px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: none;
  border: none;
  border-radius: 0 ${(p) => p.theme.radii[2]}px ${(p) => p.theme.radii[2]}px 0;
  color: ${(p) => p.theme.colors.muted};
  cursor: pointer;
  &:hover {
    color: ${(p) => p.theme.colors.text};
  }
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

/** A password input with a toggle that shows what was typed (a pressed button, named for what it does). */
export function PasswordField<F extends string>(props: Omit<TextFieldProps<F>, 'type' | 'trailing'>) {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <Toggle
          type="button"
          aria-label={t('accounts.fields.showPassword')}
          aria-pressed={visible}
          aria-controls={props.form.fieldId(props.name)}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon struck={visible} />
        </Toggle>
      }
    />
  );
}
