import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PaymentMethod } from '@opengood/contracts';
import { Button, FieldError, Flex, Text } from '@opengood/design-system';
import {
  CardEntry,
  useCardEntry,
  useCardErrorText,
  type CardErrors,
  type CardTokenizer,
} from '@opengood/feature-payments';
import { useMutation, type PageViewProps } from '@opengood/platform';
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
  const { t } = useTranslation('userDashboard');
  const errorText = useCardErrorText();
  const confirm = useMutation(confirmCard, card.id);
  const remove = useDeletion(removeCard, card.id);
  const [challenge, setChallenge] = useState<'idle' | 'running' | CardErrors>('idle');
  const busy = confirm.status === 'pending' || remove.status === 'pending' || challenge === 'running';
  const confirmError = typeof challenge === 'object' ? challenge.card : confirm.errors.card;
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
        {confirmError && <FieldError live>{errorText(confirmError)}</FieldError>}
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

/**
 * /dashboard/payment-methods/add-card: the saved cards, and a card added through the payment provider. The
 * card goes from this page to the provider (@opengood/feature-payments); only its token is sent to /data.
 */
export function AddCardPage({ data }: PageViewProps<{ section: 'payment-methods' }, PaymentMethod[]>) {
  const { t } = useTranslation('userDashboard');
  const add = useMutation(addCard);
  const entry = useCardEntry();
  const { tokenizer } = entry;
  const id = useId();
  /** The card added last, while it waits for the bank's confirmation. */
  const [needsAction, setNeedsAction] = useState<number | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!tokenizer || entry.tokenizing) return;
    const tokenized = await entry.tokenize();
    if (!tokenized.ok) return;
    const answer = await add.mutate({ token: tokenized.token });
    if (answer)
      setNeedsAction(answer.paymentMethod.status === 'REQUIRES_ACTION' ? answer.paymentMethod.id : null);
  };

  const pending = entry.tokenizing || add.status === 'pending';
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
        {tokenizer === null ? (
          <Text data-testid="cards-unavailable">{t('payments.unavailable')}</Text>
        ) : (
          <form
            onSubmit={(e) => void submit(e)}
            noValidate
            data-testid="add-card-form"
            style={{ maxWidth: 420 }}
          >
            <CardEntry entry={entry} serverErrors={add.errors} disabled={pending} />
            {tokenizer && (
              <Button type="submit" disabled={pending}>
                {t('payments.submit')}
              </Button>
            )}
            {add.errors.request && <FieldError live>{t('common.failed')}</FieldError>}
            <Status>
              {pending ? t('common.saving') : add.status === 'succeeded' ? t('payments.added') : ''}
            </Status>
          </form>
        )}
      </Panel>
    </div>
  );
}
