import { en } from '../../i18n/en';

type Strings = typeof en;
type LabelGroup = 'jobTypes' | 'levels' | 'payments' | 'orgTypes';

/**
 * A code from the data service that has a translated label (e.g. a job type). Codes are open-ended, so
 * an unknown one is shown as it is instead of being looked up under a key that does not exist.
 */
export function knownCode<G extends LabelGroup>(
  group: G,
  code: string,
): code is Extract<keyof Strings[G], string> {
  return Object.hasOwn(en[group], code);
}
