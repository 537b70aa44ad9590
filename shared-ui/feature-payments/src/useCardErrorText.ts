import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_ENTRY_NS } from './namespace';
import type { en } from './i18n/en';

type CardErrorCode = keyof typeof en.errors;

/** A card refusal's code (PAYMENT_ERROR_CODES, or the provider's) as a sentence in the page's language. */
export function useCardErrorText(): (code: string | null | undefined) => string | null {
  const { t, i18n } = useTranslation(CARD_ENTRY_NS);
  return useCallback(
    (code) => {
      if (!code) return null;
      return i18n.exists(`${CARD_ENTRY_NS}:errors.${code}`)
        ? t(`errors.${code as CardErrorCode}`)
        : t('failed');
    },
    [t, i18n],
  );
}
