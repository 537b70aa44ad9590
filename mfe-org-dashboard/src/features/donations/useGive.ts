import { useCallback, useRef, useState } from 'react';
import type { BillingCurrency, Donation, Lang } from '@opengood/contracts';
import { useMutation } from '@opengood/platform';
import type { CardEntryState } from '@opengood/feature-payments';
import { confirmDonation, donate } from './donationMutations';

export interface Gift {
  amount: number;
  currency: BillingCurrency;
  name: string;
  email: string;
  anonymous: boolean;
  /** The page's language: the receipt mail and PDF are written in it. */
  lang: Lang;
}

export type GivePhase = 'idle' | 'paying' | 'authenticating';

/** The idempotency key of one attempt: the same for a doubled click or a retried request, new after a refusal. */
function newAttemptKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return `don_${random ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`}`;
}

/**
 * A gift's payment (docs/product/billing.md#donations): the card to the provider for a token, the token to
 * POST /donations with the attempt's idempotency key; when the bank asks for 3-D Secure, its challenge in
 * the browser, then …/confirm. Resolves to the succeeded donation, or null (the refusals are in `errors`,
 * the card's in the card entry). A second submit while one runs does nothing: one click, one gift.
 */
export function useGive(entry: CardEntryState) {
  const give = useMutation(donate);
  const confirm = useMutation(confirmDonation);
  const [phase, setPhase] = useState<GivePhase>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);
  const attempt = useRef<string | null>(null);

  const run = useCallback(
    async (gift: Gift): Promise<Donation | null> => {
      if (running.current) return null;
      running.current = true;
      setFailure(null);
      give.reset();
      confirm.reset();
      try {
        setPhase('paying');
        attempt.current ??= newAttemptKey();
        const tokenized = await entry.tokenize();
        if (!tokenized.ok) {
          attempt.current = null;
          return null;
        }
        const answer = await give.mutate({
          ...gift,
          token: tokenized.token,
          idempotencyKey: attempt.current,
        });
        // Refused (a declined card, a bad field): the next try is a new attempt with a new token.
        if (!answer) {
          attempt.current = null;
          return null;
        }
        let donation = answer.donation;
        if (donation.status === 'REQUIRES_ACTION' && donation.clientSecret && entry.tokenizer) {
          setPhase('authenticating');
          const passed = await entry.tokenizer.authenticate(donation.clientSecret);
          if (!passed.ok) {
            attempt.current = null;
            entry.setErrors(passed.errors);
            return null;
          }
          const confirmed = await confirm.mutate(donation.id);
          if (!confirmed) {
            attempt.current = null;
            return null;
          }
          donation = confirmed.donation;
        }
        if (donation.status === 'SUCCEEDED') return donation;
        attempt.current = null;
        setFailure(donation.status === 'REQUIRES_ACTION' ? 'AUTHENTICATION_FAILED' : 'CARD_DECLINED');
        return null;
      } finally {
        running.current = false;
        setPhase('idle');
      }
    },
    [entry, give, confirm],
  );

  const errors = { ...confirm.errors, ...give.errors };
  return { run, phase, errors, failure };
}
