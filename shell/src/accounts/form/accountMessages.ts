import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_ERROR_CODES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@opengood/contracts';
import type { MessageResolver } from '@opengood/design-system';
import type { en } from '../i18n/en';

/** The account pages' own codes: the api's and the contract's, and the pages' own checks. */
type AccountCode = Exclude<keyof typeof en.errors, 'summary' | 'refused' | 'generic'>;

const OWN = new Set<string>([
  ...Object.keys(ACCOUNT_ERROR_CODES),
  'PASSWORD_MISMATCH',
  'PASSWORD_REQUIRED',
  'OIDC_FAILED',
]);

/** The forms kit's codes the account pages word their own way (the words they had before the kit). */
const KIT_WORDING: Readonly<Record<string, 'refused' | 'generic'>> = {
  INVALID: 'refused',
  REFUSED: 'generic',
  SERVER_ERROR: 'generic',
  NOT_SENT: 'generic',
};

/** Values the messages interpolate: the contract's limits for that field. */
export function errorValues(field: string | undefined): { min: number; max: number } {
  return field === 'firstName' || field === 'lastName'
    ? { min: 1, max: NAME_MAX_LENGTH }
    : { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
}

/**
 * The account forms' words for their codes (the contract schemas' and the api's, in the page's language),
 * for `useContractForm({ messages })`; the kit words the rest.
 */
export function useAccountMessages(
  override?: (code: string, field: string | undefined) => string | null,
): MessageResolver {
  const { t } = useTranslation('shell');
  return useCallback(
    (code, { field }) => {
      const own = override?.(code, field) ?? code;
      if (OWN.has(own)) return t(`accounts.errors.${own as AccountCode}`, errorValues(field));
      const wording = KIT_WORDING[own];
      return wording ? t(`accounts.errors.${wording}`) : null;
    },
    [t, override],
  );
}
