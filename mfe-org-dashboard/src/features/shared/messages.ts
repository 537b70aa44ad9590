import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ORG_ADMIN_MESSAGES } from '@opengood/contracts';
import type { MessageResolver } from '@opengood/design-system';
import { HttpError, isHttpError } from '@opengood/platform';
import { knownCode } from '../../i18n';

/** The organisation calls' codes (ORG_ERROR_CODES, and the admin messages by name) in the page's words. */
export function useOrgMessages(): MessageResolver {
  const { t, i18n } = useTranslation('orgDashboard');
  return useCallback(
    (code, { values }) => {
      const known = knownCode(i18n, 'errors', code);
      if (known) return t(`errors.${known}`, values);
      // The profile's logo codes are with the profile's strings (features/orgs/profileStrings.ts).
      const logo = knownCode(i18n, 'orgProfile.errors', code);
      return logo ? t(`orgProfile.errors.${logo}`, values) : null;
    },
    [t, i18n],
  );
}

const MESSAGE_NAMES = new Map<string, string>(
  Object.entries(ORG_ADMIN_MESSAGES).map(([name, message]) => [message, name]),
);

/**
 * The admin actions answer some refusals with the product docs' English messages ("Missing user"): they
 * become their names (MISSING_USER), codes the page translates like the others.
 */
export function withMessageCodes(error: unknown): unknown {
  if (!isHttpError(error) || !error.errors) return error;
  const errors: Record<string, string> = {};
  let changed = false;
  for (const [field, value] of Object.entries(error.errors)) {
    const text = String(value);
    const name = MESSAGE_NAMES.get(text);
    errors[field] = name ?? text;
    changed ||= name !== undefined;
  }
  if (!changed) return error;
  const body = { message: error.message, errors };
  return new HttpError(error.statusCode, JSON.stringify(body), body);
}

/** The words of a refusal (a row's action, which has no field of its own): its first known code. */
export function useRefusalText() {
  const { t, i18n } = useTranslation('orgDashboard');
  return (error: unknown): string => {
    const values = isHttpError(error) ? Object.values(error.errors).map(String) : [];
    for (const value of values) {
      const code = MESSAGE_NAMES.get(value) ?? value;
      const known = knownCode(i18n, 'errors', code);
      if (known) return t(`errors.${known}`);
    }
    return t('errors.generic');
  };
}
