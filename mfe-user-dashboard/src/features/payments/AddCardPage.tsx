import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PaymentMethod } from '@opengood/contracts';
import { Button, Field, FieldError, Flex, Text, TextInput } from '@opengood/design-system';
import { selectEnvironment, useAppSelector, useMutation, type PageViewProps } from '@opengood/platform';
import { knownCode } from '../../i18n';
import { Panel, Status } from '../layout/DashboardFrame';
import { useDeletion } from '../mutations';
import { cardTokenizerFor, type CardErrors, type CardTokenizer } from './cardTokenizer';
import { addCard, confirmCard, removeCard } from './paymentMethodMutations';

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    justify-content: space-between;
    align-items: center;
    padding: 12px 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
`;

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

/** "MM/YY" or "MM/YYYY" → month and full year, or null. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  const expMonth = Number(m[1]);
  const expYear = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return expMonth >= 1 && expMonth <= 12 ? { expMonth, expYear } : null;
}

/** A saved card: confirm it with the bank when it asks for that, or remove it (gone already counts as removed). */
function CardRow({
  card,
  needsAction,
  tokenizer,
  onSettled,
}: {
  card: PaymentMethod;
  needsAction: boolean;
  tokenizer: CardTokenizer | null;
  onSettled: () => void;
}) {
  const { t, i18n } = useTranslation('userDashboard');
  const confirm = useMutation(confirmCard, card.id);
  const remove = useDeletion(removeCard, card.id);
  const [challenge, setChallenge] = useState<'idle' | 'running' | CardErrors>('idle');
  const busy = confirm.status === 'pending' || remove.status === 'pending' || challenge === 'running';
  const confirmError = typeof challenge === 'object' ? challenge.card : confirm.errors.card;
  const known = knownCode(i18n, 'payments.errors', confirmError);
  const label = t('payments.card', {
    brand: t(`payments.brands.${card.brand}`),
    last4: card.last4,
    month: String(card.expMonth).padStart(2, '0'),
    year: card.expYear,
  });
  // Removed: the list loaded again no longer has it.
  if (remove.status === 'succeeded') return null;
  return (
    <li data-testid="payment-card">
      <div>
        <Text m={0} style={{ fontWeight: 600 }}>
          {label}
        </Text>
        {card.status === 'REQUIRES_ACTION' && (
          <Text m={0} color="muted" fontSize={1}>
            {t('payments.requiresAction')}
          </Text>
        )}
        {confirmError && (
          <FieldError live>{known ? t(`payments.errors.${known}`) : t('common.failed')}</FieldError>
        )}
      </div>
      <Flex style={{ gap: 12 }}>
        {card.status === 'REQUIRES_ACTION' && confirm.status !== 'succeeded' && (
          <Button
            autoFocus={needsAction}
            disabled={busy}
            onClick={async () => {
              // The bank's challenge runs with the provider in the browser; then the api asks the provider.
              if (tokenizer && card.setupClientSecret) {
                setChallenge('running');
                const passed = await tokenizer.authenticate(card.setupClientSecret);
                setChallenge(passed.ok ? 'idle' : passed.errors);
                if (!passed.ok) return;
              }
              if (await confirm.mutate({ id: card.id })) onSettled();
            }}
          >
            {t('payments.confirm')}
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={t('payments.removeNamed', { card: label })}
          onClick={async () => {
            if (await remove.remove({ id: card.id })) onSettled();
          }}
        >
          {t('payments.remove')}
        </Button>
      </Flex>
    </li>
  );
}

function CardList({
  cards,
  needsAction,
  tokenizer,
  onSettled,
}: {
  cards: PaymentMethod[];
  needsAction: number | null;
  tokenizer: CardTokenizer | null;
  onSettled: (id: number) => void;
}) {
  const { t } = useTranslation('userDashboard');
  if (cards.length === 0) return <Text color="muted">{t('payments.none')}</Text>;
  return (
    <Cards aria-label={t('payments.saved')}>
      {cards.map((card) => (
        <CardRow
          key={card.id}
          card={card}
          needsAction={needsAction === card.id}
          tokenizer={tokenizer}
          onSettled={() => onSettled(card.id)}
        />
      ))}
    </Cards>
  );
}

/** The environment's tokeniser (Stripe.js or the local test server); undefined while it is being chosen. */
function useCardTokenizer(): CardTokenizer | null | undefined {
  const environment = useAppSelector(selectEnvironment);
  const [tokenizer, setTokenizer] = useState<CardTokenizer | null | undefined>(undefined);
  const settings = environment?.paymentProvider;
  const loaded = environment !== null;
  useEffect(() => {
    if (!loaded) return;
    let current = true;
    void cardTokenizerFor(settings).then(
      (chosen) => current && setTokenizer(chosen),
      () => current && setTokenizer(null),
    );
    return () => {
      current = false;
    };
  }, [loaded, settings?.publishableKey, settings?.localServerUrl]);
  return tokenizer;
}

/** The provider's own card field (Stripe.js Element, an iframe of Stripe's), mounted in a labelled group. */
function ProviderCardField({ tokenizer, error }: { tokenizer: CardTokenizer; error: string | null }) {
  const { t, i18n } = useTranslation('userDashboard');
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
        {t('payments.cardField')}
      </Text>
      <div
        ref={container}
        data-testid="provider-card-field"
        style={{ padding: 12, border: '1px solid #6b7280', borderRadius: 4 }}
      />
      {state === 'loading' && <Text color="muted">{t('payments.loading')}</Text>}
      {state === 'failed' && <FieldError live>{t('payments.errors.PROVIDER_UNAVAILABLE')}</FieldError>}
      {error && <FieldError live>{error}</FieldError>}
    </div>
  );
}

/**
 * /dashboard/payment-methods/add-card: the saved cards, and a card added through the payment provider. The
 * card goes from this page to the provider (cardTokenizer.ts); only the provider's token is sent to /data.
 */
export function AddCardPage({ data }: PageViewProps<{ section: 'payment-methods' }, PaymentMethod[]>) {
  const { t, i18n } = useTranslation('userDashboard');
  const add = useMutation(addCard);
  const tokenizer = useCardTokenizer();
  const id = useId();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [local, setLocal] = useState<CardErrors>({});
  const [tokenizing, setTokenizing] = useState(false);
  /** The card added last, while it waits for the bank's confirmation. */
  const [needsAction, setNeedsAction] = useState<number | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!tokenizer || tokenizing) return;
    let card;
    if (tokenizer.kind === 'fields') {
      const errors: CardErrors = {};
      const digits = number.replace(/[\s-]/g, '');
      if (!/^\d{12,19}$/.test(digits)) errors.number = 'CARD_NUMBER_INVALID';
      const parsed = parseExpiry(expiry);
      if (!parsed) errors.expiry = 'EXPIRY_INVALID';
      if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'CVC_INVALID';
      setLocal(errors);
      if (Object.keys(errors).length > 0 || !parsed) return;
      card = { number: digits, ...parsed, cvc };
    }
    setTokenizing(true);
    const tokenized = await tokenizer.tokenize(card);
    setTokenizing(false);
    // The number and the CVC leave the page's memory once the provider has them (or refused them).
    setNumber('');
    setCvc('');
    if (!tokenized.ok) {
      setLocal(tokenized.errors);
      return;
    }
    setLocal({});
    const answer = await add.mutate({ token: tokenized.token });
    if (answer)
      setNeedsAction(answer.paymentMethod.status === 'REQUIRES_ACTION' ? answer.paymentMethod.id : null);
  };

  const server = add.errors;
  const text = (code: string | undefined) => {
    if (!code) return null;
    const known = knownCode(i18n, 'payments.errors', code);
    return known ? t(`payments.errors.${known}`) : t('common.failed');
  };
  const message = (field: string) => text(local[field] ?? server[field]);
  const cardError = local.card ?? server.card ?? server.token ?? (server.request ? 'REQUEST' : undefined);
  const pending = tokenizing || add.status === 'pending';
  return (
    <div data-testid="payment-methods">
      <Panel aria-labelledby={`${id}-saved`}>
        <h2 id={`${id}-saved`}>{t('payments.saved')}</h2>
        <CardList
          cards={data}
          needsAction={needsAction}
          tokenizer={tokenizer ?? null}
          onSettled={(card) => setNeedsAction((waiting) => (waiting === card ? null : waiting))}
        />
        <Status>{needsAction ? t('payments.actionNeeded') : ''}</Status>
      </Panel>
      <Panel aria-labelledby={`${id}-add`}>
        <h2 id={`${id}-add`}>{t('payments.add')}</h2>
        <Text color="muted">{t('payments.secure')}</Text>
        {tokenizer?.kind === 'fields' && <TestNote>{t('payments.testMode')}</TestNote>}
        {tokenizer === undefined && <Text color="muted">{t('payments.loading')}</Text>}
        {tokenizer === null && <Text data-testid="cards-unavailable">{t('payments.unavailable')}</Text>}
        {tokenizer && (
          <form
            onSubmit={(e) => void submit(e)}
            noValidate
            data-testid="add-card-form"
            style={{ maxWidth: 420 }}
          >
            {tokenizer.kind === 'fields' ? (
              <>
                <Field label={t('payments.number')} error={message('number')}>
                  <TextInput
                    inputMode="numeric"
                    autoComplete="cc-number"
                    value={number}
                    onChange={(e) => setNumber(e.target.value)}
                  />
                </Field>
                <Row>
                  <Field
                    label={t('payments.expiry')}
                    hint={t('payments.expiryHint')}
                    error={message('expiry')}
                  >
                    <TextInput
                      inputMode="numeric"
                      autoComplete="cc-exp"
                      placeholder="MM/YY"
                      value={expiry}
                      onChange={(e) => setExpiry(e.target.value)}
                    />
                  </Field>
                  <Field label={t('payments.cvc')} error={message('cvc')}>
                    <TextInput
                      inputMode="numeric"
                      autoComplete="cc-csc"
                      value={cvc}
                      onChange={(e) => setCvc(e.target.value)}
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
            <Button type="submit" disabled={pending}>
              {t('payments.submit')}
            </Button>
            {cardError && (
              <div data-testid="card-refused">
                <FieldError live>{text(cardError)}</FieldError>
              </div>
            )}
            <Status>
              {pending ? t('common.saving') : add.status === 'succeeded' ? t('payments.added') : ''}
            </Status>
          </form>
        )}
      </Panel>
    </div>
  );
}
