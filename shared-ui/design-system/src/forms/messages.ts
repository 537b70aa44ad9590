import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { en } from '../i18n/en';

/**
 * Form errors travel as language-neutral codes, translated when shown (so a language switch re-reads them):
 * `EMAIL_TAKEN` from the api, `PASSWORD_TOO_SHORT` from a contract schema, or a kit code with the schema's
 * limits, `TOO_SHORT?min=3`. Text that is not a code (a caller's own translated message) is shown as it is.
 */
export type MessageValues = Record<string, string | number>;

/** The codes the design system translates itself (en/es/pt): common schema issues and form-level refusals. */
export type KitErrorCode = keyof typeof en.errors;

export interface MessageContext {
  /** The field the message is about (its name in the form); undefined for the form as a whole. */
  field?: string;
  /** The code's values (a schema's limits), as sent. */
  values: MessageValues;
  /** The page's language. */
  lang: string;
}

/**
 * The caller's translation of its own codes (the api's, its contract's): a string, or null/undefined to
 * leave the code to the kit's defaults. E.g. `(code) => isAccountCode(code) ? t(`errors.${code}`) : null`.
 */
export type MessageResolver = (code: string, context: MessageContext) => string | null | undefined;

/** How a control shows the numbers of its messages (a money field says "$1.00" where a schema says 100). */
export interface MessageFormat {
  number?: (value: number) => string;
  /** Codes the control words better itself, e.g. NUMBER_INVALID → AMOUNT_INVALID with an example. */
  aliases?: Partial<Record<string, { code: string; values?: MessageValues }>>;
}

const CODE = /^[A-Z][A-Z0-9_]*$/;

export function isCode(text: string): boolean {
  return CODE.test(text.split('?', 1)[0] ?? '');
}

/** `TOO_SHORT` + `{ min: 3 }` → `TOO_SHORT?min=3`: a code with its values, as one string a form error holds. */
export function encodeMessage(code: string, values?: MessageValues): string {
  const entries = Object.entries(values ?? {});
  if (entries.length === 0) return code;
  return `${code}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`;
}

/** The code and values of a message; null for text that is not a code. */
export function decodeMessage(message: string): { code: string; values: MessageValues } | null {
  if (!isCode(message)) return null;
  const at = message.indexOf('?');
  if (at === -1) return { code: message, values: {} };
  const values: MessageValues = {};
  for (const [k, v] of new URLSearchParams(message.slice(at + 1))) {
    values[k] = v !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
  }
  return { code: message.slice(0, at), values };
}

const DATE_CODES = new Set(['DATE_TOO_EARLY', 'DATE_TOO_LATE']);

/** A code the kit's loaded strings have (codes are open-ended). */
export function isKitCode(exists: (key: string) => boolean, code: string): code is KitErrorCode {
  return exists(`designSystem:errors.${code}`);
}

/**
 * A function that turns a form error message (a code) into the words shown, in the page's language: the
 * caller's resolver first, then the kit's defaults, then "Check this field" (or, for the form as a whole,
 * "The form was not accepted") for a code nobody knows. Numbers are written the language's way.
 */
export function useMessageTranslator(resolver?: MessageResolver) {
  const { t, i18n } = useTranslation('designSystem');
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useCallback(
    (message: string | undefined, field?: string, format?: MessageFormat | null): string => {
      if (!message) return '';
      const decoded = decodeMessage(message);
      if (!decoded) return message;
      const alias = format?.aliases?.[decoded.code];
      const code = alias?.code ?? decoded.code;
      const raw = { ...decoded.values, ...alias?.values };
      const own = resolver?.(code, { field, values: raw, lang });
      if (own) return own;
      const shown: Record<string, string> = {};
      for (const [key, value] of Object.entries(raw)) {
        if (typeof value !== 'number') shown[key] = value;
        else if (DATE_CODES.has(code))
          shown[key] = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(value);
        else shown[key] = format?.number ? format.number(value) : new Intl.NumberFormat(lang).format(value);
      }
      const known: KitErrorCode = isKitCode((key) => i18n.exists(key), code)
        ? code
        : field === undefined
          ? 'REFUSED'
          : 'INVALID';
      // `replace`, not the values spread as options: an index-typed options object reads as having a `context`.
      return t(`errors.${known}`, { replace: shown });
    },
    [t, lang, resolver],
  );
}
