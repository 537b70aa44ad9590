import { useCallback, useRef, useState } from 'react';
import type { BillingCurrency, Donation, DonationRequest, Lang } from '@opengood/contracts';
import { isHttpError, useMutation } from '@opengood/platform';
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

/** The idempotency key of one attempt: the same for a doubled click or a request tried again, new after an answer. */
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
  /**
   * A request whose outcome is unknown (no answer, or the api's 5xx: the provider unreachable). Tried again
   * for the same gift, it is sent again as it was, same token and same key, so it charges at most once;
   * a refusal (4xx) or an answer ends the attempt.
   */
  const unsettled = useRef<{ gift: Gift; body: DonationRequest } | null>(null);

  const run = useCallback(
    async (gift: Gift): Promise<Donation | null> => {
      if (running.current) return null;
      running.current = true;
      setFailure(null);
      give.reset();
      confirm.reset();
      try {
        setPhase('paying');
        let body =
          unsettled.current && sameGift(unsettled.current.gift, gift) && !entry.number
            ? unsettled.current.body
            : null;
        if (!body) {
          unsettled.current = null;
          const tokenized = await entry.tokenize();
          if (!tokenized.ok) return null;
          body = { ...gift, token: tokenized.token, idempotencyKey: newAttemptKey() };
        }
        unsettled.current = { gift, body };
        let answer;
        try {
          answer = await give.mutateAsync(body);
        } catch (error) {
          if (isHttpError(error) && error.statusCode < 500) unsettled.current = null;
          return null;
        }
        unsettled.current = null;
        let donation = answer.donation;
        if (donation.status === 'REQUIRES_ACTION' && donation.clientSecret && entry.tokenizer) {
          setPhase('authenticating');
          const passed = await entry.tokenizer.authenticate(donation.clientSecret);
          if (!passed.ok) {
            entry.setErrors(passed.errors);
            return null;
          }
          const confirmed = await confirm.mutate(donation.id);
          if (!confirmed) return null;
          donation = confirmed.donation;
        }
        if (donation.status === 'SUCCEEDED') return donation;
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

const sameGift = (a: Gift, b: Gift) =>
  a.amount === b.amount &&
  a.currency === b.currency &&
  a.name === b.name &&
  a.email === b.email &&
  a.anonymous === b.anonymous &&
  a.lang === b.lang;
