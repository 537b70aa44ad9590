import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BILLING_CURRENCIES, type BillingCurrency, type Lang } from '@opengood/contracts';
import { Field, FieldError, formatMoney, MoneyInput, moneyLocale, Select } from '@opengood/design-system';

const Legend = styled.legend`
  font-weight: 600;
  padding: 0;
  margin-bottom: 4px;
`;

const Hint = styled.p`
  margin: 0 0 8px;
  color: ${(p) => p.theme.colors.muted};
`;

const Chips = styled.div`
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  margin-bottom: 16px;
`;

/** A radio drawn as a large button: the native input stays (keyboard, screen readers), only unseen. */
const Chip = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 8px 12px;
  border: 2px solid ${(p) => p.theme.colors.controlBorder};
  border-radius: ${(p) => p.theme.radii[2]}px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    border-color: ${(p) => p.theme.colors.primary};
    background: ${(p) => p.theme.colors.successSurface};
    color: ${(p) => p.theme.colors.primaryDark};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 8px;
  padding: 0;
  min-width: 0;
`;

export const OTHER = 'other';

export interface AmountChoiceProps {
  lang: Lang;
  currency: BillingCurrency;
  onCurrency(currency: BillingCurrency): void;
  /** The suggested amounts (minor units). */
  suggested: readonly number[];
  /** The chosen suggestion (its minor units as text) or OTHER. */
  choice: string;
  onChoice(choice: string): void;
  /** The typed amount (minor units; null when empty, NaN while it is no amount). */
  custom: number | null;
  onCustom(minor: number | null): void;
  /** The amount's problem, in words. */
  error: string | null;
  disabled?: boolean;
}

/** The gift's amount: the currency, a suggested amount or another one typed in major units. */
export function AmountChoice(props: AmountChoiceProps) {
  const { t } = useTranslation('orgDashboard');
  const { lang, currency, suggested, choice, disabled } = props;
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <>
      <Field label={t('donations.form.currency')} disabled={disabled}>
        <Select
          value={currency}
          onChange={(e) => props.onCurrency(e.target.value as BillingCurrency)}
          options={BILLING_CURRENCIES.map((code) => ({
            value: code,
            label: `${code} – ${moneyLocale(lang, code).name}`,
          }))}
        />
      </Field>
      <Fieldset
        aria-describedby={`${id}-hint${props.error && choice !== OTHER ? ` ${errorId}` : ''}`}
        disabled={disabled}
      >
        <Legend>{t('donations.form.amount')}</Legend>
        <Hint id={`${id}-hint`}>{t('donations.form.amountHint')}</Hint>
        <Chips>
          {suggested.map((minor) => (
            <Chip key={minor}>
              <input
                type="radio"
                name={`${id}-amount`}
                value={String(minor)}
                checked={choice === String(minor)}
                onChange={() => props.onChoice(String(minor))}
              />
              {formatMoney(minor, lang, currency)}
            </Chip>
          ))}
          <Chip>
            <input
              type="radio"
              name={`${id}-amount`}
              value={OTHER}
              checked={choice === OTHER}
              onChange={() => props.onChoice(OTHER)}
            />
            {t('donations.form.other')}
          </Chip>
        </Chips>
        {props.error && choice !== OTHER && <FieldError id={errorId}>{props.error}</FieldError>}
      </Fieldset>
      {choice === OTHER && (
        <Field
          label={t('donations.form.otherLabel', { currency })}
          error={props.error ?? undefined}
          disabled={disabled}
        >
          <MoneyInput currency={currency} locale={lang} value={props.custom} onChange={props.onCustom} />
        </Field>
      )}
    </>
  );
}
