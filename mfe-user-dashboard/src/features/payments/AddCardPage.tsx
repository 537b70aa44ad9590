import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PaymentMethod } from '@opengood/contracts';
import { Button, Field, FieldError, Flex, Text, TextInput } from '@opengood/design-system';
import { useMutation, type PageViewProps } from '@opengood/platform';
import { knownCode } from '../../i18n';
import { Panel, Status } from '../layout/DashboardFrame';
import { useDeletion } from '../mutations';
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
  onSettled,
}: {
  card: PaymentMethod;
  needsAction: boolean;
  onSettled: () => void;
}) {
  const { t } = useTranslation('userDashboard');
  const confirm = useMutation(confirmCard, card.id);
  const remove = useDeletion(removeCard, card.id);
  const busy = confirm.status === 'pending' || remove.status === 'pending';
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
      </div>
      <Flex style={{ gap: 12 }}>
        {card.status === 'REQUIRES_ACTION' && confirm.status !== 'succeeded' && (
          <Button
            autoFocus={needsAction}
            disabled={busy}
            onClick={async () => {
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
  onSettled,
}: {
  cards: PaymentMethod[];
  needsAction: number | null;
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
          onSettled={() => onSettled(card.id)}
        />
      ))}
    </Cards>
  );
}

/** /dashboard/payment-methods/add-card: the saved cards, and a card added through the payment provider. */
export function AddCardPage({ data }: PageViewProps<{ section: 'payment-methods' }, PaymentMethod[]>) {
  const { t, i18n } = useTranslation('userDashboard');
  const add = useMutation(addCard);
  const id = useId();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  /** The card added last, while it waits for the bank's confirmation. */
  const [needsAction, setNeedsAction] = useState<number | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errors: Record<string, string> = {};
    const digits = number.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits)) errors.number = 'CARD_NUMBER_INVALID';
    const parsed = parseExpiry(expiry);
    if (!parsed) errors.expiry = 'EXPIRY_INVALID';
    if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'CVC_INVALID';
    setLocal(errors);
    if (Object.keys(errors).length > 0 || !parsed) return;
    // The number and the CVC leave the page's memory as soon as they are sent.
    setNumber('');
    setCvc('');
    const answer = await add.mutate({ number: digits, ...parsed, cvc });
    if (answer)
      setNeedsAction(answer.paymentMethod.status === 'REQUIRES_ACTION' ? answer.paymentMethod.id : null);
  };

  const server = add.errors;
  const message = (field: string) => {
    const code =
      local[field] ?? server[field] ?? (field === 'expiry' ? (server.expMonth ?? server.expYear) : undefined);
    if (!code) return null;
    const known = knownCode(i18n, 'payments.errors', code);
    return known ? t(`payments.errors.${known}`) : t('common.failed');
  };
  const cardError = server.card ?? (server.request ? 'REQUEST' : null);
  return (
    <div data-testid="payment-methods">
      <Panel aria-labelledby={`${id}-saved`}>
        <h2 id={`${id}-saved`}>{t('payments.saved')}</h2>
        <CardList
          cards={data}
          needsAction={needsAction}
          onSettled={(card) => setNeedsAction((waiting) => (waiting === card ? null : waiting))}
        />
        <Status>{needsAction ? t('payments.actionNeeded') : ''}</Status>
      </Panel>
      <Panel aria-labelledby={`${id}-add`}>
        <h2 id={`${id}-add`}>{t('payments.add')}</h2>
        <TestNote>{t('payments.testMode')}</TestNote>
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          data-testid="add-card-form"
          style={{ maxWidth: 420 }}
        >
          <Field label={t('payments.number')} error={message('number')}>
            <TextInput
              inputMode="numeric"
              autoComplete="cc-number"
              value={number}
              onChange={(e) => setNumber(e.target.value)}
            />
          </Field>
          <Row>
            <Field label={t('payments.expiry')} hint={t('payments.expiryHint')} error={message('expiry')}>
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
          <Button type="submit" disabled={add.status === 'pending'}>
            {t('payments.submit')}
          </Button>
          {cardError && (
            <div data-testid="card-refused">
              <FieldError live>
                {cardError === 'CARD_DECLINED' ? t('payments.errors.CARD_DECLINED') : t('common.failed')}
              </FieldError>
            </div>
          )}
          <Status>
            {add.status === 'pending'
              ? t('common.saving')
              : add.status === 'succeeded'
                ? t('payments.added')
                : ''}
          </Status>
        </form>
      </Panel>
    </div>
  );
}
