import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Field, FieldError, Text, TextInput } from '@opengood/design-system';
import type { CardTokenizer } from './cardTokenizer';
import { CARD_ENTRY_NS } from './namespace';
import { useCardErrorText } from './useCardErrorText';
import type { CardEntryState } from './useCardEntry';

const Row = styled.div`
  display: grid;
  gap: 0 16px;
  /* minmax(0, …): the columns shrink below the inputs' intrinsic width on a phone. */
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  input {
    width: 100%;
    box-sizing: border-box;
  }
`;

const TestNote = styled.p`
  background: ${(p) => p.theme.colors.surface};
  border-left: 3px solid ${(p) => p.theme.colors.accent};
  padding: 8px 12px;
  font-size: ${(p) => p.theme.fontSizes[1]}px;
`;

/** The provider's own card field (Stripe.js Element, an iframe of Stripe's), mounted in a labelled group. */
function ProviderCardField({ tokenizer, error }: { tokenizer: CardTokenizer; error: string | null }) {
  const { t, i18n } = useTranslation(CARD_ENTRY_NS);
  const container = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    if (!container.current || !tokenizer.mount) return;
    let current = true;
    tokenizer.mount(container.current, i18n.language).then(
      () => current && setState('ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
      tokenizer.unmount?.();
    };
  }, [tokenizer, i18n.language]);
  return (
    <div role="group" aria-labelledby={labelId} style={{ marginBottom: 16 }}>
      <Text as="span" id={labelId} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {t('cardField')}
      </Text>
      <div
        ref={container}
        data-testid="provider-card-field"
        style={{ padding: 12, border: '1px solid #6b7280', borderRadius: 4 }}
      />
      {state === 'loading' && <Text color="muted">{t('loading')}</Text>}
      {state === 'failed' && <FieldError live>{t('errors.PROVIDER_UNAVAILABLE')}</FieldError>}
      {error && <FieldError live>{error}</FieldError>}
    </div>
  );
}

export interface CardEntryProps {
  /** From useCardEntry(): the typed card, the tokeniser and its refusals. */
  entry: CardEntryState;
  /** The api's refusals by field (`card`, `token`, `expiry`, `cvc`), shown where the card's are. */
  serverErrors?: Record<string, string | undefined>;
  /** Shown instead of the fields when the api takes no cards (no provider configured). */
  unavailable?: ReactNode;
  disabled?: boolean;
}

/**
 * The card fields of a page that takes a card (docs/product/billing.md#payment-methods): the page's own
 * inputs when the card goes to the local test server, Stripe's card Element with Stripe.js. Refusals show
 * by the field they are about, in the page's language; the page's form submits and calls entry.tokenize().
 */
export function CardEntry({
  entry,
  serverErrors = {},
  unavailable = null,
  disabled = false,
}: CardEntryProps) {
  const { t } = useTranslation(CARD_ENTRY_NS);
  const text = useCardErrorText();
  const { tokenizer, errors } = entry;
  const message = (field: string) => text(errors[field] ?? serverErrors[field]);
  const cardError = errors.card ?? serverErrors.card ?? serverErrors.token;
  if (tokenizer === undefined) return <Text color="muted">{t('loading')}</Text>;
  if (tokenizer === null) return <>{unavailable}</>;
  return (
    <div data-testid="card-entry">
      <Text color="muted">{t('secure')}</Text>
      {tokenizer.kind === 'fields' ? (
        <>
          <TestNote>{t('testMode')}</TestNote>
          <Field label={t('number')} error={message('number')} disabled={disabled}>
            <TextInput
              inputMode="numeric"
              autoComplete="cc-number"
              value={entry.number}
              onChange={(e) => entry.setNumber(e.target.value)}
            />
          </Field>
          <Row>
            <Field label={t('expiry')} hint={t('expiryHint')} error={message('expiry')} disabled={disabled}>
              <TextInput
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM/YY"
                value={entry.expiry}
                onChange={(e) => entry.setExpiry(e.target.value)}
              />
            </Field>
            <Field label={t('cvc')} error={message('cvc')} disabled={disabled}>
              <TextInput
                inputMode="numeric"
                autoComplete="cc-csc"
                value={entry.cvc}
                onChange={(e) => entry.setCvc(e.target.value)}
              />
            </Field>
          </Row>
        </>
      ) : (
        <ProviderCardField
          tokenizer={tokenizer}
          error={message('number') ?? message('expiry') ?? message('cvc')}
        />
      )}
      {cardError && (
        <div data-testid="card-refused">
          <FieldError live>{text(cardError)}</FieldError>
        </div>
      )}
    </div>
  );
}
