import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { submitErrors, type ErrorCode, type FieldErrors } from './errorCodes';

export interface AccountFormOptions<F extends string> {
  /** The form's fields, in the order they are shown (the first invalid one gets the focus). */
  fields: readonly F[];
  initial?: Partial<Record<F, string>>;
  /** The page's own checks before anything is sent (the contract's schema, plus e.g. a confirmation). */
  check: (values: Record<F, string>) => FieldErrors<F>;
  /** Sends the form; a rejection is read for the api's `errors` map. */
  submit: (values: Record<F, string>) => Promise<void>;
}

export interface AccountForm<F extends string> {
  id: string;
  values: Record<F, string>;
  setValue: (field: F, value: string) => void;
  errors: FieldErrors<F>;
  formError: ErrorCode | null;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef: React.RefObject<HTMLFormElement | null>;
  /** The id of a field's input, for labels and the summary's links. */
  fieldId: (field: F) => string;
  summaryId: string;
}

function emptyValues<F extends string>(fields: readonly F[], initial: Partial<Record<F, string>> = {}) {
  return Object.fromEntries(fields.map((f) => [f, initial[f] ?? ''])) as Record<F, string>;
}

/**
 * State of an account form: values, the page's checks on submit, one request at a time, the api's
 * refusal shown by each field, and the focus moved to the first invalid field (or to the summary when
 * only the form as a whole was refused) after every failed attempt.
 */
export function useAccountForm<F extends string>(options: AccountFormOptions<F>): AccountForm<F> {
  const { fields, check, submit } = options;
  const id = useId();
  const formRef = useRef<HTMLFormElement | null>(null);
  const [values, setValues] = useState(() => emptyValues(fields, options.initial));
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<ErrorCode | null>(null);
  const [pending, setPending] = useState(false);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const fieldId = useCallback((field: F) => `${id}-${field}`, [id]);
  const summaryId = `${id}-summary`;

  useEffect(() => {
    if (failedAttempts === 0) return;
    const first = fields.find((f) => errors[f] !== undefined);
    const target = document.getElementById(first !== undefined ? fieldId(first) : summaryId);
    target?.focus();
    // Only a new failed attempt moves the focus, not typing after it: hence the one dependency.
  }, [failedAttempts]);

  const setValue = useCallback((field: F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = check(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFormError(null);
      setFailedAttempts((n) => n + 1);
      return;
    }
    setErrors({});
    setFormError(null);
    setPending(true);
    submit(values).then(
      () => {
        if (mounted.current) setPending(false);
      },
      (error: unknown) => {
        if (!mounted.current) return;
        const refusal = submitErrors(error, fields);
        setErrors(refusal.fields);
        setFormError(refusal.form);
        setPending(false);
        setFailedAttempts((n) => n + 1);
      },
    );
  };

  return { id, values, setValue, errors, formError, pending, onSubmit, formRef, fieldId, summaryId };
}
