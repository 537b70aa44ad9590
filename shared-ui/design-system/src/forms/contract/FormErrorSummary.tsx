import { useSyncExternalStore } from 'react';
import { useFormState, type FieldError, type FieldErrors } from 'react-hook-form';
import { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from '../ErrorSummary';
import { useContractFormState } from './context';
import { errorMessage } from './FormField';

const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' && value !== null && typeof (value as FieldError).type === 'string';

/** Every field error of the form with its dotted name, leaving out the form-level `root` errors. */
export function flattenErrors(errors: FieldErrors, prefix = ''): Array<[string, FieldError]> {
  const found: Array<[string, FieldError]> = [];
  for (const [key, value] of Object.entries(errors)) {
    if (prefix === '' && key === 'root') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (isFieldError(value)) found.push([name, value]);
    else if (typeof value === 'object' && value !== null)
      found.push(...flattenErrors(value as FieldErrors, name));
  }
  return found;
}

/**
 * The contract form's error summary: each invalid field, in the page's order, linked to its control, then
 * the refusals not about one field (the api's `request`, `csrf`…). It takes the focus after a failed submit.
 */
export function FormErrorSummary(props: Omit<ErrorSummaryProps, 'errors' | 'focusKey'>) {
  const kit = useContractFormState();
  const { errors } = useFormState();
  const fields = useSyncExternalStore(kit.registry.subscribe, kit.registry.snapshot, kit.registry.snapshot);
  const flat = new Map(flattenErrors(errors));
  const items: ErrorSummaryItem[] = [];
  for (const field of fields) {
    const error = flat.get(field.name);
    if (!error) continue;
    flat.delete(field.name);
    items.push({
      key: field.name,
      label: field.label,
      target: field.id,
      message: kit.translate(errorMessage(error), field.name, field.format),
    });
  }
  // A schema error on a value no FormField shows: said, without a link.
  for (const [name, error] of flat) {
    items.push({ key: name, message: kit.translate(errorMessage(error), name) });
  }
  const root = errors.root as Record<string, unknown> | undefined;
  if (root) {
    const entries = isFieldError(root) ? [['root', root] as const] : Object.entries(root);
    for (const [key, value] of entries) {
      if (isFieldError(value) && value.message) {
        items.push({ key: `root.${key}`, message: kit.translate(value.message) });
      }
    }
  }
  return <ErrorSummary {...props} errors={items} focusKey={kit.failures} />;
}
