import { useTranslation } from 'react-i18next';
import { GRAD_FAIR_MESSAGES } from '@opengood/contracts';
import { isHttpError } from '@opengood/platform';
import { knownCode } from '../../i18n';

const MESSAGE_NAMES = new Map<string, string>(
  Object.entries(GRAD_FAIR_MESSAGES).map(([name, message]) => [message, name]),
);

/**
 * The words of a grad fair refusal: the first code of the answer's `errors` the page knows (the "not found"
 * messages by their names: 'No fair found' → NO_FAIR), else a generic line.
 */
export function useFairRefusalText() {
  const { t, i18n } = useTranslation('orgDashboard');
  return (error: unknown): string => {
    const values = isHttpError(error) ? Object.values(error.errors).map(String) : [];
    for (const value of values) {
      const known = knownCode(i18n, 'gradFairs.errors', MESSAGE_NAMES.get(value) ?? value);
      if (known) return t(`gradFairs.errors.${known}`);
    }
    return t('gradFairs.errors.generic');
  };
}
