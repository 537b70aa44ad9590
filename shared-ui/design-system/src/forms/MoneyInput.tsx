import { useEffect, useId, useMemo, useRef, useState, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { fieldAria, joinIds, mergeRefs, useFieldContext } from './fieldContext';
import type { MessageFormat } from './messages';
import { formatMinorUnits, formatMoney, moneyLocale, parseMoney } from './money';
import { controlCss } from './styles';

const Box = styled.div`
  position: relative;
  display: flex;
  align-items: stretch;
  max-width: 16em;
`;

const Affix = styled.span<{ $at: 'start' | 'end' }>`
  position: absolute;
  top: 0;
  bottom: 0;
  ${(p) => (p.$at === 'start' ? 'left: 12px;' : 'right: 12px;')}
  display: flex;
  align-items: center;
  color: ${(p) => p.theme.colors.muted};
  pointer-events: none;
`;

const Amount = styled.input<{ $pad: number; $at: 'start' | 'end' }>`
  ${controlCss}
  font-variant-numeric: tabular-nums;
  text-align: end;
  ${(p) => (p.$at === 'start' ? `padding-left: ${p.$pad}px;` : `padding-right: ${p.$pad}px;`)}
`;

export type MoneyInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'inputMode'
> & {
  /** The amount in the currency's minor units (cents): an integer, or null when empty. */
  value?: number | null;
  /**
   * The new amount in minor units as the person types: null when empty, NaN while the text is not an
   * amount (a schema's z.number() refuses NaN, so the form says so).
   */
  onChange?: (minor: number | null) => void;
  /** ISO 4217 code: USD, EUR, BRL… */
  currency: string;
  /** The language to read and write amounts in; the page's language by default. */
  locale?: string;
  allowNegative?: boolean;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * An amount of money: typed in the page's language ("1,234.50" / "1.234,50"), held as integer minor units,
 * rewritten tidily when the person leaves the box. The currency's symbol sits in the box (hidden from
 * screen readers, which hear "Amount in US dollars" instead).
 */
export function MoneyInput({
  value,
  onChange,
  currency,
  locale,
  allowNegative = false,
  invalid,
  required,
  ref,
  onBlur,
  onFocus,
  ...rest
}: MoneyInputProps) {
  const { t, i18n } = useTranslation('designSystem');
  const lang = locale ?? i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const field = useFieldContext();
  const binding = field?.binding;
  const bound = binding !== undefined && value === undefined;
  const minor = bound ? (binding.value as number | null | undefined) : value;
  const fmt = moneyLocale(lang, currency);
  const show = (n: number | null | undefined) =>
    n === null || n === undefined || Number.isNaN(n) ? '' : formatMinorUnits(n, lang, currency);

  const [text, setText] = useState(() => show(minor));
  const [problem, setProblem] = useState<'AMOUNT_INVALID' | 'AMOUNT_TOO_PRECISE' | null>(null);
  const lastSent = useRef<number | null | undefined>(minor);

  // A value set from outside (a reset, loaded data) replaces the text, and so does another language or
  // currency; the person's own typing does not.
  const shownFor = useRef(`${lang}|${currency}`);
  useEffect(() => {
    const sameFormat = shownFor.current === `${lang}|${currency}`;
    if (sameFormat && Object.is(minor, lastSent.current)) return;
    shownFor.current = `${lang}|${currency}`;
    lastSent.current = minor;
    if (!(typeof minor === 'number' && Number.isNaN(minor))) {
      setText(show(minor));
      setProblem(null);
    }
    // show depends only on lang and currency, which are dependencies already.
  }, [minor, lang, currency]);

  const send = (next: number | null) => {
    lastSent.current = next;
    if (bound) binding.onChange(next);
    else onChange?.(next);
  };

  // Tell the field's messages to write this field's numbers as money, and what a good amount looks like.
  const example = formatMinorUnits(123450, lang, currency);
  const setMessageFormat = field?.setMessageFormat;
  const messageFormat = useMemo<MessageFormat>(() => {
    const tooPrecise = { code: 'AMOUNT_TOO_PRECISE', values: { digits: fmt.digits } };
    return {
      number: (n: number) => formatMoney(n, lang, currency),
      aliases: {
        NUMBER_INVALID:
          problem === 'AMOUNT_TOO_PRECISE' ? tooPrecise : { code: 'AMOUNT_INVALID', values: { example } },
        INTEGER_REQUIRED: tooPrecise,
      },
    };
  }, [lang, currency, problem, example, fmt.digits]);
  useEffect(() => {
    if (!setMessageFormat) return undefined;
    setMessageFormat(messageFormat);
    return () => setMessageFormat(null);
  }, [setMessageFormat, messageFormat]);

  const currencyId = `${useId()}currency`;
  const aria = fieldAria(field, { ...rest, invalid, required });
  const pad = 20 + fmt.symbol.length * 10;
  return (
    <Box>
      <Affix $at={fmt.symbolAt} aria-hidden="true">
        {fmt.symbol}
      </Affix>
      <Amount
        type="text"
        inputMode={fmt.digits > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        spellCheck={false}
        {...rest}
        name={rest.name ?? (bound ? binding.name : undefined)}
        value={text}
        $pad={pad}
        $at={fmt.symbolAt}
        {...aria}
        aria-describedby={joinIds(aria['aria-describedby'], currencyId)}
        onFocus={onFocus}
        onChange={(e) => {
          setText(e.target.value);
          const parsed = parseMoney(e.target.value, lang, currency, { allowNegative });
          setProblem(parsed.ok ? null : parsed.error);
          send(parsed.ok ? parsed.value : Number.NaN);
        }}
        onBlur={(e) => {
          const parsed = parseMoney(text, lang, currency, { allowNegative });
          if (parsed.ok) setText(show(parsed.value));
          onBlur?.(e);
          binding?.onBlur();
        }}
        ref={mergeRefs(ref, binding?.ref)}
      />
      <VisuallyHidden id={currencyId}>{t('money.currency', { currency: fmt.name })}</VisuallyHidden>
    </Box>
  );
}
