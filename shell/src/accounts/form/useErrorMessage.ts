import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorValues, type ErrorCode } from './errorCodes';

/** The translated message of a code, with the limits of the field it is about. */
export function useErrorMessage(): (code: ErrorCode, field?: string) => string {
  const { t } = useTranslation('shell');
  return useCallback((code: ErrorCode, field = '') => t(`accounts.errors.${code}`, errorValues(field)), [t]);
}
