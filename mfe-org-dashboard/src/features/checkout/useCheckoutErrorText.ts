import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { knownCode } from '../../i18n';

/** A refusal's code (BILLING_ERROR_CODES) as a sentence in the page's language; any other as "went wrong". */
export function useCheckoutErrorText() {
  const { t, i18n } = useTranslation('orgDashboard');
  return useCallback(
    (code: string | null | undefined): string | null => {
      if (!code) return null;
      const known = knownCode(i18n, 'checkout.errors', code);
      return known ? t(`checkout.errors.${known}`) : t('checkout.errors.unknown');
    },
    [t, i18n],
  );
}
