import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../primitives/Icon';
import { FieldError } from './Field';
import { fieldAria, joinIds, mergeRefs, useFieldContext } from './fieldContext';
import { encodeMessage, useMessageTranslator } from './messages';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const Picker = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 8px 14px;
  border: 1px solid ${(p) => p.theme.colors.controlBorder};
  border-radius: ${(p) => p.theme.radii[1]}px;
  background: #fff;
  color: ${(p) => p.theme.colors.primaryDark};
  font-weight: ${(p) => p.theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.surface};
  }
  &:focus-within {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  &:has(input[aria-invalid='true']) {
    border-color: ${(p) => p.theme.colors.danger};
  }
  &:has(input:disabled) {
    opacity: 0.6;
    cursor: not-allowed;
  }
  /* The real input covers the picker, invisible: it keeps its own semantics, focus and the Field's label. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: inherit;
  }
`;

const Chosen = styled.span`
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes[1]}px;
  overflow-wrap: anywhere;
`;

/** 2_500_000 → "2.4 MB" in the page's language. */
export function formatBytes(bytes: number, lang: string): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024));
}

/** Whether a file matches an `accept` list (".pdf,.docx,image/*,application/pdf"). */
export function fileAccepted(file: { name: string; type: string }, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean)
    .some((a) =>
      a.startsWith('.') ? name.endsWith(a) : a.endsWith('/*') ? type.startsWith(a.slice(0, -1)) : type === a,
    );
}

export type FileInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'multiple'
> & {
  /** The chosen file (null: none). */
  value?: File | null;
  /** A file chosen and accepted; null after a refusal. */
  onChange?: (file: File | null) => void;
  /** `.pdf,.docx` or MIME types: what the picker offers, and what is accepted. */
  accept?: string;
  /** Files larger than this many bytes are refused with "Choose a file of 5 MB or less". */
  maxBytes?: number;
  /** The accepted types in words for messages and the hint ("PDF or Word"); the accept list by default. */
  typesLabel?: string;
  /** A file already stored (the current résumé), shown when nothing new is chosen. */
  current?: { name: string; size?: number } | null;
  /** Under way (uploading): the picker is disabled and says `busyLabel`. */
  busy?: boolean;
  busyLabel?: ReactNode;
  /** A refused file: the code (FILE_TOO_LARGE, FILE_TYPE_NOT_ALLOWED) and its values. */
  onReject?: (code: string, values: Record<string, string | number>) => void;
  /** Say the size limit (and types) under the picker; on by default. */
  showLimits?: boolean;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A file picker: one file, checked here for type (`accept`) and size (`maxBytes`) before anything is sent,
 * a refusal said in words; the chosen or stored file named with its size. The native input stays the
 * control (keyboard, screen readers and the Field's label all reach it); the picker is its look.
 */
export function FileInput({
  value,
  onChange,
  accept,
  maxBytes,
  typesLabel,
  current,
  busy = false,
  busyLabel,
  onReject,
  showLimits = true,
  invalid,
  required,
  disabled,
  ref,
  onBlur,
  ...rest
}: FileInputProps) {
  const { t, i18n } = useTranslation('designSystem');
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const translate = useMessageTranslator();
  const field = useFieldContext();
  const binding = field?.binding;
  const bound = binding !== undefined && value === undefined;
  const file = bound ? (binding.value as File | null | undefined) : value;
  const [refusal, setRefusal] = useState<string | null>(null);
  const ids = useId();
  const limitsId = `${ids}limits`;
  const refusalId = `${ids}refusal`;
  const types =
    typesLabel ??
    accept
      ?.split(',')
      .map((a) => a.trim().replace(/^\./, '').toUpperCase())
      .join(', ');
  const max = maxBytes !== undefined ? formatBytes(maxBytes, lang) : undefined;
  const limits =
    max && types ? t('file.limitsAndTypes', { types, max }) : max ? t('file.limits', { max }) : undefined;

  const choose = (chosen: File | null) => {
    if (chosen) {
      let code: string | null = null;
      let values: Record<string, string | number> = {};
      if (!fileAccepted(chosen, accept)) [code, values] = ['FILE_TYPE_NOT_ALLOWED', { types: types ?? '' }];
      else if (maxBytes !== undefined && chosen.size > maxBytes)
        [code, values] = ['FILE_TOO_LARGE', { max: max ?? '' }];
      if (code) {
        onReject?.(code, values);
        if (bound) {
          binding.onChange(null);
          binding.reject?.(code, values);
        } else {
          onChange?.(null);
          if (!onReject) setRefusal(translate(encodeMessage(code, values), rest.name ?? 'file'));
        }
        return;
      }
    }
    setRefusal(null);
    if (bound) binding.onChange(chosen);
    else onChange?.(chosen);
  };

  const aria = fieldAria(field, {
    ...rest,
    invalid: invalid ?? (refusal ? true : undefined),
    required,
    disabled,
  });
  const shown = file ?? current ?? null;
  return (
    <div>
      <Row>
        <Picker>
          <Icon name="file" size={18} />
          <span aria-hidden="true">
            {busy ? (busyLabel ?? t('loading')) : shown ? t('file.replace') : t('file.choose')}
          </span>
          <input
            type="file"
            accept={accept}
            {...rest}
            name={rest.name ?? (bound ? binding.name : undefined)}
            {...aria}
            disabled={busy || aria.disabled}
            aria-busy={busy || undefined}
            aria-describedby={joinIds(
              aria['aria-describedby'],
              showLimits && limits ? limitsId : null,
              refusal ? refusalId : null,
            )}
            onChange={(e) => {
              choose(e.target.files?.[0] ?? null);
              // The same file chosen again after a refusal must fire again.
              e.target.value = '';
            }}
            onBlur={(e) => {
              onBlur?.(e);
              binding?.onBlur();
            }}
            ref={mergeRefs(ref, binding?.ref)}
          />
        </Picker>
        <Chosen data-testid="file-chosen">
          {shown
            ? shown.size !== undefined
              ? t('file.chosen', { name: shown.name, size: formatBytes(shown.size, lang) })
              : shown.name
            : t('file.none')}
        </Chosen>
      </Row>
      {showLimits && limits && (
        <Chosen as="p" id={limitsId} style={{ margin: '6px 0 0' }}>
          {limits}
        </Chosen>
      )}
      {refusal && (
        <FieldError id={refusalId} live>
          {refusal}
        </FieldError>
      )}
    </div>
  );
}
