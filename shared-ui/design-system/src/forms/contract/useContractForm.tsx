import {
  useCallback,
  useId,
  useMemo,
  useState,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  FormProvider,
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/v4/core';
import { useMessageTranslator, type MessageResolver } from '../messages';
import { applyApiErrors } from './apiErrors';
import { ContractFormContext, type ContractFormState } from './context';
import { createFieldRegistry } from './registry';
import { zodIssueMessage } from './zodIssues';
import { FormErrorSummary } from './FormErrorSummary';
import type { FormFieldComponent } from './FormField';
import { FormField } from './FormField';

/** A zod schema whose input is the form's values: a contract's request schema. */
export type ContractSchema = z.$ZodType<unknown, FieldValues>;

export interface ContractFormOptions<TInput extends FieldValues, TOutput> extends Omit<
  UseFormProps<TInput, unknown, TOutput>,
  'resolver'
> {
  /** Words for the caller's own codes (the api's, the contract's); the kit's defaults do the rest. */
  messages?: MessageResolver;
}

export type ContractFormApi<TInput extends FieldValues, TOutput> = UseFormReturn<TInput, unknown, TOutput> & {
  contract: ContractFormState;
  /** FormField, typed to this form's field names. */
  FormField: FormFieldComponent<TInput>;
};

/**
 * react-hook-form validating with a contract's zod schema: the same schema the api parses the request
 * with, so the page refuses what the api would refuse, with the same codes. Validation runs on submit, then
 * again on each change; the summary (not the first field) takes the focus after a failed submit; the
 * submitted values are the schema's output (trimmed, lower-cased… as the api will see them).
 */
export function useContractForm<S extends ContractSchema>(
  schema: S,
  { messages, ...options }: ContractFormOptions<z.input<S>, z.output<S>> = {},
): ContractFormApi<z.input<S>, z.output<S>> {
  type In = z.input<S>;
  type Out = z.output<S>;
  const resolver = useMemo(
    () => zodResolver(schema as never, { error: zodIssueMessage }) as unknown as Resolver<In, unknown, Out>,
    [schema],
  );
  const methods = useForm<In, unknown, Out>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    ...options,
    resolver,
  });
  const [failures, setFailures] = useState(0);
  const [registry] = useState(createFieldRegistry);
  const translate = useMessageTranslator(messages);
  const idPrefix = useId();
  const failed = useCallback(() => setFailures((n) => n + 1), []);
  const contract = useMemo<ContractFormState>(
    () => ({ failures, failed, registry, fieldNames: registry.names, translate, idPrefix }),
    [failures, failed, registry, translate, idPrefix],
  );
  return { ...methods, contract, FormField: FormField as FormFieldComponent<In> };
}

export interface ContractFormProps<TInput extends FieldValues, TOutput> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate'
> {
  form: ContractFormApi<TInput, TOutput>;
  /**
   * Sends the valid values (the schema's output). A rejection is read as the api's refusal
   * (`applyApiErrors`): each code beside its field, the rest in the summary, which takes the focus.
   */
  onSubmit: (values: TOutput, form: ContractFormApi<TInput, TOutput>) => unknown;
  /** The error summary at the top of the form (default), or 'none' to place `<FormErrorSummary />` yourself. */
  summary?: 'top' | 'none';
  children: ReactNode;
}

/**
 * The form element of a contract form: `noValidate` (the kit's messages, not the browser's), react-hook-form's
 * context for the FormFields, the error summary on top, and a submit that turns an api refusal into field
 * errors.
 */
export function ContractForm<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  summary = 'top',
  children,
  ...rest
}: ContractFormProps<TInput, TOutput>): ReactElement {
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let failed = false;
    await form.handleSubmit(
      async (values) => {
        try {
          await onSubmit(values, form);
        } catch (error) {
          applyApiErrors(form, error);
          failed = true;
        }
      },
      () => {
        failed = true;
      },
    )(event);
    // After react-hook-form has published the errors, so the summary has them when it takes the focus.
    if (failed) form.contract.failed();
  };
  return (
    <FormProvider {...form}>
      <ContractFormContext.Provider value={form.contract}>
        <form {...rest} noValidate onSubmit={(e) => void submit(e)}>
          {summary === 'top' && <FormErrorSummary />}
          {children}
        </form>
      </ContractFormContext.Provider>
    </FormProvider>
  );
}
