import { createContext, useContext, type Ref, type RefCallback } from 'react';
import type { MessageFormat } from './messages';

/**
 * What a form library hands a control through its Field (the forms kit's `FormField` gives react-hook-form's
 * controller): the value, a change handler taking a value or a change event, blur, and a ref to focus it.
 */
export interface FieldBinding {
  name: string;
  value: unknown;
  onChange: (valueOrEvent: unknown) => void;
  onBlur: () => void;
  ref: RefCallback<HTMLElement>;
  disabled?: boolean;
  /** A control's own refusal (a file too large): shown as the field's error until the value changes. */
  reject?: (code: string, values?: Record<string, string | number>) => void;
}

/** What a Field tells the control inside it, so the wiring is never repeated by hand. */
export interface FieldContextValue {
  /** The control's id (the label's htmlFor, the error summary's link target). */
  id: string;
  /** Hint and error ids, in reading order, for aria-describedby. */
  describedBy?: string;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  binding?: FieldBinding;
  /** A control that shows numbers its own way (money) says how its field's messages should show them. */
  setMessageFormat?: (format: MessageFormat | null) => void;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

export function useFieldContext(): FieldContextValue | null {
  return useContext(FieldContext);
}

export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (value) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref) (ref as { current: T | null }).current = value;
    }
  };
}

/** Calls both handlers (the caller's first), so a bound control still runs the caller's own onBlur. */
export function chain<A extends unknown[]>(
  a: ((...args: A) => void) | undefined,
  b: ((...args: A) => void) | undefined,
): ((...args: A) => void) | undefined {
  if (!a) return b;
  if (!b) return a;
  return (...args) => {
    a(...args);
    b(...args);
  };
}

interface AriaOwn {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
}

/**
 * The id and ARIA wiring of a control inside a Field: its id, aria-describedby naming the hint and the
 * error, aria-invalid while there is an error, aria-required. A control's own props win.
 */
export function fieldAria(field: FieldContextValue | null, own: AriaOwn) {
  const invalid =
    own.invalid ??
    (own['aria-invalid'] !== undefined
      ? own['aria-invalid'] === true || own['aria-invalid'] === 'true'
      : (field?.invalid ?? false));
  return {
    id: own.id ?? field?.id,
    'aria-describedby': joinIds(field?.describedBy, own['aria-describedby']),
    'aria-invalid': invalid ? (true as const) : undefined,
    'aria-required': (own.required ?? field?.required) ? (true as const) : undefined,
    disabled: own.disabled ?? (field?.disabled || field?.binding?.disabled || undefined),
  };
}
