import { useId, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../primitives/Icon';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { FieldContext, joinIds, type FieldBinding, type FieldContextValue } from './fieldContext';
import type { MessageFormat } from './messages';

export const Label = styled.label`
  display: block;
  margin: 0 0 4px;
  font-weight: ${(p) => p.theme.fontWeights.semibold};
  color: ${(p) => p.theme.colors.text};
`;

const Optional = styled.span`
  font-weight: ${(p) => p.theme.fontWeights.normal};
  color: ${(p) => p.theme.colors.muted};
`;

/** Extra words about a field (a format, a limit), read with it through aria-describedby. */
export const Hint = styled.div`
  margin: 0 0 6px;
  font-size: ${(p) => p.theme.fontSizes[1]}px;
  color: ${(p) => p.theme.colors.muted};
`;

const ErrorText = styled.p`
  display: flex;
  gap: 6px;
  align-items: flex-start;
  margin: 6px 0 0;
  font-size: ${(p) => p.theme.fontSizes[1]}px;
  font-weight: ${(p) => p.theme.fontWeights.semibold};
  color: ${(p) => p.theme.colors.danger};
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

export interface FieldErrorProps {
  id?: string;
  children: ReactNode;
  /** Announce it as soon as it appears (role=alert): for an error that comes without a submit (an upload). */
  live?: boolean;
  className?: string;
}

/** An error under a control: an icon and "Error:" for screen readers, so it is not told by colour alone. */
export function FieldError({ id, children, live = false, className }: FieldErrorProps) {
  const { t } = useTranslation('designSystem');
  return (
    <ErrorText id={id} role={live ? 'alert' : undefined} className={className}>
      <Icon name="alert" size={16} />
      <span>
        <VisuallyHidden>{t('field.errorPrefix')} </VisuallyHidden>
        {children}
      </span>
    </ErrorText>
  );
}

const Wrap = styled.div`
  margin: 0 0 20px;
`;

const InlineRow = styled.div`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  ${Label} {
    margin: 0;
    font-weight: ${(p) => p.theme.fontWeights.normal};
    cursor: pointer;
  }
`;

const InlineText = styled.div`
  flex: 1;
  ${Hint} {
    margin: 2px 0 0;
  }
`;

export interface FieldProps {
  /** Always shown: the control's accessible name comes from it. */
  label: ReactNode;
  /** The control: a TextInput, Textarea, Select, DateInput, MoneyInput, FileInput (or Checkbox, inline). */
  children: ReactNode;
  hint?: ReactNode;
  /** The error, in words (a form library's message already translated); the control is invalid while set. */
  error?: ReactNode;
  /** The control's id; generated when absent. */
  id?: string;
  /** Marks the control aria-required. Fields are required unless `optional` says otherwise. */
  required?: boolean;
  /** Says "(optional)" after the label. */
  optional?: boolean;
  disabled?: boolean;
  /** Control first, label beside it (a checkbox). */
  inline?: boolean;
  className?: string;
  /** Set by a form library's field (FormField): the value and handlers the control binds to. */
  binding?: FieldBinding;
  /** Set by FormField: a control's way of showing the numbers in its messages. */
  onMessageFormat?: (format: MessageFormat | null) => void;
  'data-testid'?: string;
}

/**
 * A form field: visible label, optional hint, the control, and the error, wired together. The control
 * (any of the kit's) takes the id, aria-describedby (hint, then error), aria-invalid and aria-required from
 * the field, so none of it is written by hand.
 */
export function Field({
  label,
  children,
  hint,
  error,
  id: givenId,
  required = false,
  optional = false,
  disabled = false,
  inline = false,
  className,
  binding,
  onMessageFormat,
  'data-testid': testId,
}: FieldProps) {
  const { t } = useTranslation('designSystem');
  const generated = useId();
  const id = givenId ?? `${generated}field`;
  const hintId = hint ? `${id}-hint` : undefined;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const errorId = hasError ? `${id}-error` : undefined;
  const context = useMemo<FieldContextValue>(
    () => ({
      id,
      describedBy: joinIds(hintId, errorId),
      invalid: hasError,
      required,
      disabled,
      binding,
      setMessageFormat: onMessageFormat,
    }),
    [id, hintId, errorId, hasError, required, disabled, binding, onMessageFormat],
  );
  const labelEl = (
    <Label htmlFor={id}>
      {label}
      {optional && <Optional> {t('field.optional')}</Optional>}
    </Label>
  );
  const hintEl = hint ? <Hint id={hintId}>{hint}</Hint> : null;
  const errorEl = hasError ? <FieldError id={errorId}>{error}</FieldError> : null;
  return (
    <FieldContext.Provider value={context}>
      <Wrap className={className} data-testid={testId}>
        {inline ? (
          <InlineRow>
            {children}
            <InlineText>
              {labelEl}
              {hintEl}
              {errorEl}
            </InlineText>
          </InlineRow>
        ) : (
          <>
            {labelEl}
            {hintEl}
            {children}
            {errorEl}
          </>
        )}
      </Wrap>
    </FieldContext.Provider>
  );
}

const GroupBox = styled.fieldset`
  margin: 0 0 20px;
  padding: 0;
  border: none;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin: 0 0 4px;
  font-weight: ${(p) => p.theme.fontWeights.semibold};
  color: ${(p) => p.theme.colors.text};
`;

export interface FieldsetProps extends Omit<FieldProps, 'inline' | 'label'> {
  /** The group's name (its legend), always shown. */
  legend: ReactNode;
}

/**
 * A group of controls under one question (radios, checkboxes): fieldset and legend, its hint and error read
 * with the group (aria-describedby). Its id goes to the first control, so an error summary link lands there.
 */
export function Fieldset({
  legend,
  children,
  hint,
  error,
  id: givenId,
  required = false,
  optional = false,
  disabled = false,
  className,
  binding,
  onMessageFormat,
  'data-testid': testId,
}: FieldsetProps) {
  const { t } = useTranslation('designSystem');
  const generated = useId();
  const id = givenId ?? `${generated}field`;
  const hintId = hint ? `${id}-hint` : undefined;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const errorId = hasError ? `${id}-error` : undefined;
  const context = useMemo<FieldContextValue>(
    () => ({
      id,
      // The fieldset itself is described; its controls are not described again one by one.
      describedBy: undefined,
      invalid: hasError,
      required,
      disabled,
      binding,
      setMessageFormat: onMessageFormat,
    }),
    [id, hasError, required, disabled, binding, onMessageFormat],
  );
  return (
    <FieldContext.Provider value={context}>
      <GroupBox
        className={className}
        aria-describedby={joinIds(hintId, errorId)}
        disabled={disabled || undefined}
        data-testid={testId}
      >
        <Legend>
          {legend}
          {optional && <Optional> {t('field.optional')}</Optional>}
        </Legend>
        {hint && <Hint id={hintId}>{hint}</Hint>}
        {children}
        {hasError && <FieldError id={errorId}>{error}</FieldError>}
      </GroupBox>
    </FieldContext.Provider>
  );
}
