import { useEffect, useState } from 'react';
import { selectEnvironment, useAppSelector } from '@opengood/platform';
import { cardTokenizerFor, type CardTokenizer } from './cardTokenizer';

/**
 * The environment's tokeniser (Stripe.js or the local test server, from the environment answer's
 * `paymentProvider`): undefined while it is being chosen, null when the api takes no cards.
 */
export function useCardTokenizer(): CardTokenizer | null | undefined {
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
    // The settings object is a new one on every environment answer; its two values say what changed.
  }, [loaded, settings?.publishableKey, settings?.localServerUrl]);
  return tokenizer;
}
