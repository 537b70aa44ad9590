import { useCallback, useState } from 'react';
import type { CardErrors, CardTokenizer, Tokenized } from './cardTokenizer';
import { useCardTokenizer } from './useCardTokenizer';

/** "MM/YY" or "MM/YYYY" → month and full year, or null. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  const expMonth = Number(m[1]);
  const expYear = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return expMonth >= 1 && expMonth <= 12 ? { expMonth, expYear } : null;
}

/** What <CardEntry> shows and what the page's submit calls: one card being typed, and its refusals. */
export interface CardEntryState {
  tokenizer: CardTokenizer | null | undefined;
  number: string;
  expiry: string;
  cvc: string;
  setNumber(value: string): void;
  setExpiry(value: string): void;
  setCvc(value: string): void;
  /** The tokeniser's refusals by field (the provider's, or the page's own check before sending). */
  errors: CardErrors;
  setErrors(errors: CardErrors): void;
  tokenizing: boolean;
  /**
   * Checks the typed card, hands it to the provider and answers its single-use token (or the refusals,
   * also shown by their fields). The number and the CVC leave the page's memory either way.
   */
  tokenize(): Promise<Tokenized>;
}

/** The card entry's state over the environment's tokeniser (or the one given, in tests). */
export function useCardEntry(given?: CardTokenizer | null): CardEntryState {
  const chosen = useCardTokenizer();
  const tokenizer = given === undefined ? chosen : given;
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<CardErrors>({});
  const [tokenizing, setTokenizing] = useState(false);

  const tokenize = useCallback(async (): Promise<Tokenized> => {
    if (!tokenizer) return { ok: false, errors: { card: 'PROVIDER_UNAVAILABLE' } };
    let card;
    if (tokenizer.kind === 'fields') {
      const refused: CardErrors = {};
      const digits = number.replace(/[\s-]/g, '');
      if (!/^\d{12,19}$/.test(digits)) refused.number = 'CARD_NUMBER_INVALID';
      const parsed = parseExpiry(expiry);
      if (!parsed) refused.expiry = 'EXPIRY_INVALID';
      if (!/^\d{3,4}$/.test(cvc)) refused.cvc = 'CVC_INVALID';
      setErrors(refused);
      if (Object.keys(refused).length > 0 || !parsed) return { ok: false, errors: refused };
      card = { number: digits, ...parsed, cvc };
    }
    setTokenizing(true);
    try {
      const tokenized = await tokenizer.tokenize(card);
      setErrors(tokenized.ok ? {} : tokenized.errors);
      return tokenized;
    } finally {
      setTokenizing(false);
      setNumber('');
      setCvc('');
    }
  }, [tokenizer, number, expiry, cvc]);

  return {
    tokenizer,
    number,
    expiry,
    cvc,
    setNumber,
    setExpiry,
    setCvc,
    errors,
    setErrors,
    tokenizing,
    tokenize,
  };
}
