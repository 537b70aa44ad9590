import { createContext, useContext } from 'react';
import type { MessageFormat } from '../messages';
import type { FieldRegistry } from './registry';

/** What the kit adds to react-hook-form's methods, shared with the FormFields and the summary. */
export interface ContractFormState {
  /** Failed submits so far: the error summary takes the focus when it grows. */
  failures: number;
  failed: () => void;
  registry: FieldRegistry;
  fieldNames: () => string[];
  /** A form error message (a code) in words, in the page's language. */
  translate: (message: string | undefined, field?: string, format?: MessageFormat | null) => string;
  /** Prefix of the FormFields' control ids. */
  idPrefix: string;
}

export const ContractFormContext = createContext<ContractFormState | null>(null);

export function useContractFormState(): ContractFormState {
  const state = useContext(ContractFormContext);
  if (!state) {
    throw new Error('FormField and FormErrorSummary go inside a <ContractForm form={useContractForm(…)}>.');
  }
  return state;
}
