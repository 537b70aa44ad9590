import type { MessageFormat } from '../messages';

/** A FormField as the error summary and the api-error helper see it. */
export interface RegisteredField {
  name: string;
  /** The control's id: the summary links to it. */
  id: string;
  /** Plain text naming the field in the summary. */
  label?: string;
  format: MessageFormat | null;
}

/** Page order: by the controls' places in the document (mount order changes when a field re-registers). */
function byDocumentOrder(a: RegisteredField, b: RegisteredField): number {
  const x = typeof document === 'undefined' ? null : document.getElementById(a.id);
  const y = typeof document === 'undefined' ? null : document.getElementById(b.id);
  if (!x || !y) return x ? -1 : y ? 1 : 0;
  return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/**
 * The form's fields in the page's order, as a tiny store: the summary re-renders when one comes, goes or
 * changes, nothing else does.
 */
export function createFieldRegistry() {
  const fields = new Map<string, RegisteredField>();
  const listeners = new Set<() => void>();
  let snapshot: RegisteredField[] = [];
  const changed = () => {
    snapshot = [...fields.values()].sort(byDocumentOrder);
    listeners.forEach((l) => l());
  };
  return {
    register(field: RegisteredField) {
      fields.set(field.name, field);
      changed();
      return () => {
        if (fields.get(field.name) === field) {
          fields.delete(field.name);
          changed();
        }
      };
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    snapshot: () => snapshot,
    names: () => [...fields.keys()],
  };
}

export type FieldRegistry = ReturnType<typeof createFieldRegistry>;
