import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_NOTE_MAX_LENGTH } from '@opengood/contracts';
import type { MessageResolver } from '@opengood/design-system';
import { isHttpError } from '@opengood/platform';
import { knownCode } from '../../i18n';
import { useOrgMessages, useRefusalText } from '../shared/messages';

/** The pipeline's refusal codes (PIPELINE_ERROR_CODES) in the page's words, then the area's own. */
export function usePipelineMessages(): MessageResolver {
  const { t, i18n } = useTranslation('orgDashboard');
  const org = useOrgMessages();
  return useCallback<MessageResolver>(
    (code, context) => {
      const known = knownCode(i18n, 'applicants.errors', code);
      if (known)
        return t(`applicants.errors.${known}`, {
          max: new Intl.NumberFormat(context.lang).format(APPLICATION_NOTE_MAX_LENGTH),
        });
      return org(code, context);
    },
    [t, i18n, org],
  );
}

/** The words of a refused pipeline action that has no field of its own (a bulk reject, a rating). */
export function usePipelineRefusalText() {
  const { t, i18n } = useTranslation('orgDashboard');
  const fallback = useRefusalText();
  return (error: unknown): string => {
    const values = isHttpError(error) ? Object.values(error.errors).map(String) : [];
    for (const value of values) {
      const known = knownCode(i18n, 'applicants.errors', value);
      if (known) return t(`applicants.errors.${known}`, { max: APPLICATION_NOTE_MAX_LENGTH });
    }
    return fallback(error);
  };
}
