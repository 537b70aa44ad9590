import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import {
  LOCATION_MIN_CHARS,
  PLACE_INPUT_MAX_LENGTH,
  REMOTE_LOCATION,
  REMOTE_PLACE_ID,
  type Lang,
  type LocationSelection,
  type PlacePrediction,
  type PlacePredictionType,
} from '@opengood/contracts';
import { Icon, IconButton, VisuallyHidden } from '@opengood/design-system';
import { usePlatform } from '@opengood/platform';
import { LOCATION_INPUT_NS } from './namespace';
import { fetchPlace, fetchPlacePredictions, nonBlankLength } from './placesApi';

/** Quiet time after a keystroke before suggestions are asked for (typing fast costs one request). */
export const SUGGEST_DEBOUNCE_MS = 150;
/** docs/product/location.md#suggestions: while a request is pending, the next one is tried again after 200 ms instead of stacking. */
export const SUGGEST_RETRY_MS = 200;

export interface LocationInputProps {
  /** The input's id; the listbox and options derive theirs from it. */
  id: string;
  /**
   * Its label; left out when a label outside names the input already (a form Field's, `for` this `id`),
   * so that it is not named twice.
   */
  label?: string;
  lang: Lang;
  /** The chosen Location selection (docs/product/location.md#location-selection), or null. */
  value: LocationSelection | null;
  /**
   * Called with the geocoded selection and the place id it came from (a search URL's placeId), the Remote
   * selection with 'remote', or null and null when the location is reset.
   */
  onChange: (location: LocationSelection | null, placeId: string | null) => void;
  /** Kinds of place suggested (docs/product/location.md#suggestions: geocode by default). */
  types?: PlacePredictionType;
  placeholder?: string;
  /** Keep the label for assistive technology only (the placeholder and an icon say what it is). */
  hideLabel?: boolean;
  /** Offer the "Remote" option under the suggestions (default true). */
  allowRemote?: boolean;
  /** 'field' draws its own border; 'bare' leaves the frame to the host (a search bar). */
  appearance?: 'field' | 'bare';
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  /**
   * Told when a chosen suggestion is being geocoded; the promise settles once onChange has been called
   * (or the geocode failed). A form submitted meanwhile waits for it, so a quick click keeps the place.
   */
  onGeocode?: (geocoding: Promise<void>) => void;
  'data-testid'?: string;
}

type Status = 'idle' | 'loading' | 'ok' | 'zero' | 'error';
type Item = { kind: 'place'; prediction: PlacePrediction } | { kind: 'remote' };

const Root = styled.div`
  position: relative;
  min-width: 0;
`;

const Label = styled.label`
  display: block;
  margin-bottom: 6px;
  font-weight: ${(p) => p.theme.fontWeights.semibold};
`;

const Field = styled.div<{ $bare: boolean }>`
  display: flex;
  align-items: center;
  gap: 6px;
  height: 44px;
  padding: 0 4px 0 12px;
  color: ${(p) => p.theme.colors.muted};
  ${(p) =>
    !p.$bare &&
    css`
      border: 1px solid ${p.theme.colors.border};
      border-radius: ${p.theme.radii[2]}px;
      background: #fff;
      &:focus-within {
        border-color: ${p.theme.colors.primary};
        box-shadow: 0 0 0 3px rgba(11, 110, 79, 0.18);
      }
    `}
  svg {
    flex: none;
  }
`;

const TextInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  border: none;
  background: transparent;
  font: inherit;
  color: ${(p) => p.theme.colors.text};
  &::placeholder {
    color: ${(p) => p.theme.colors.muted};
  }
  &:focus {
    outline: none;
  }
`;

/** The location input's clear control; exported so a box a host sets beside it clears the same way. */
/** docs/product/location.md#location-input: the suggestion list is at most 400 px tall. */
const Popup = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  min-width: min(300px, 100vw - 24px);
  z-index: 20;
  max-height: 400px;
  overflow-y: auto;
  padding: 6px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[2]}px;
  background: #fff;
  box-shadow: 0 12px 32px rgba(29, 36, 51, 0.16);
  text-align: left;
`;

const Message = styled.p<{ $error?: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 10px 10px;
  font-size: ${(p) => p.theme.fontSizes[1]}px;
  color: ${(p) => (p.$error ? p.theme.colors.danger : p.theme.colors.muted)};
`;

const Options = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.li<{ $active: boolean; $separated?: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 8px 10px;
  border-radius: ${(p) => p.theme.radii[1]}px;
  cursor: pointer;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => (p.$active ? '#e7f4ee' : 'transparent')};
  ${(p) =>
    p.$separated &&
    css`
      margin-top: 4px;
      border-top: 1px solid ${p.theme.colors.surface};
    `}
  svg {
    flex: none;
    color: ${(p) => p.theme.colors.primary};
  }
  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
    line-height: 1.3;
  }
  strong {
    font-weight: ${(p) => p.theme.fontWeights.semibold};
  }
  small {
    font-size: ${(p) => p.theme.fontSizes[0]}px;
    color: ${(p) => p.theme.colors.muted};
  }
`;

function PinIcon({ size = 20 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 21s-7-6.1-7-11a7 7 0 0114 0c0 4.9-7 11-7 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </svg>
  );
}

/**
 * docs/product/location.md#location-input: a WAI-ARIA 1.2 combobox over the places autocomplete. Suggestions from two
 * non-blank characters (docs/product/location.md#location-input); arrow keys move, Enter chooses, Escape closes, and Enter never submits
 * the surrounding form. Choosing a place geocodes it (GET /data/places/{placeId}) and reports the
 * Location selection; the Remote option reports the remote selection. Clearing the text, or leaving the
 * box with text that differs from the chosen place, reports null.
 */
export function LocationInput({
  id,
  label,
  lang,
  value,
  onChange,
  types,
  placeholder,
  hideLabel = false,
  allowRemote = true,
  appearance = 'field',
  className,
  inputRef,
  onGeocode,
  'data-testid': testId,
}: LocationInputProps) {
  const { t } = useTranslation(LOCATION_INPUT_NS);
  const { http } = usePlatform();
  const textOf = useCallback(
    (location: LocationSelection) => (location.isRemote ? t('remote') : location.text),
    [t],
  );

  const [text, setText] = useState(() => (value ? textOf(value) : ''));
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [predictions, setPredictions] = useState<PlacePrediction[]>([]);
  const [active, setActive] = useState(-1);

  // What this input last reported (or was given): a value prop equal to it is our own echo, not news.
  const reported = useRef<LocationSelection | null>(value);
  // The text that belongs to the chosen location; leaving the box with other text resets the location.
  const chosenText = useRef<string | null>(value ? textOf(value) : null);
  const latest = useRef(text);
  const pending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef<AbortController | null>(null);

  useEffect(() => {
    alive.current = new AbortController();
    return () => {
      alive.current?.abort();
      clearTimeout(timer.current);
    };
  }, []);

  // A value set from outside (a search URL read, a form reset) replaces the text.
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    const next = value ? textOf(value) : '';
    chosenText.current = value ? next : null;
    latest.current = next;
    setText(next);
    setOpen(false);
  }, [value, textOf]);

  const report = (location: LocationSelection | null, placeId: string | null = null) => {
    reported.current = location;
    chosenText.current = location ? textOf(location) : null;
    onChange(location, location ? placeId : null);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const items: Item[] = [
    ...predictions.map((prediction): Item => ({ kind: 'place', prediction })),
    ...(allowRemote ? [{ kind: 'remote' } as const] : []),
  ];
  const shown = open && status !== 'idle';

  const run = () => {
    if (pending.current) {
      timer.current = setTimeout(run, SUGGEST_RETRY_MS);
      return;
    }
    const input = latest.current;
    if (nonBlankLength(input) < LOCATION_MIN_CHARS) return;
    pending.current = true;
    setStatus((s) => (s === 'ok' ? s : 'loading'));
    fetchPlacePredictions(http, { input, lang, types, signal: alive.current?.signal })
      .then((answer) => {
        // A newer keystroke has its own request scheduled; this answer is for old text.
        if (latest.current !== input) return;
        setPredictions(answer.status === 'OK' ? answer.predictions : []);
        setStatus(answer.status === 'OK' ? 'ok' : 'zero');
        setActive(-1);
      })
      .catch(() => {
        if (alive.current?.signal.aborted || latest.current !== input) return;
        setPredictions([]);
        setStatus('error');
      })
      .finally(() => {
        pending.current = false;
      });
  };

  const onInput = (e: ChangeEvent<HTMLInputElement>) => {
    const next = e.target.value;
    setText(next);
    latest.current = next;
    clearTimeout(timer.current);
    if (next.trim() === '') {
      if (reported.current !== null) report(null);
      chosenText.current = null;
    }
    if (nonBlankLength(next) < LOCATION_MIN_CHARS) {
      setPredictions([]);
      setStatus('idle');
      close();
      return;
    }
    setOpen(true);
    setActive(-1);
    timer.current = setTimeout(run, SUGGEST_DEBOUNCE_MS);
  };

  const choose = (item: Item) => {
    clearTimeout(timer.current);
    close();
    if (item.kind === 'remote') {
      const remoteText = t('remote');
      setText(remoteText);
      latest.current = remoteText;
      report(REMOTE_LOCATION, REMOTE_PLACE_ID);
      return;
    }
    const { description, placeId } = item.prediction;
    setText(description);
    latest.current = description;
    // Counts as chosen while it is geocoded, so leaving the box meanwhile keeps it.
    chosenText.current = description;
    const geocoding = fetchPlace(http, placeId, lang, alive.current?.signal)
      .then((location) => {
        if (latest.current !== description) return;
        const shownText = textOf(location);
        setText(shownText);
        latest.current = shownText;
        report(location, placeId);
      })
      .catch(() => {
        if (alive.current?.signal.aborted || latest.current !== description) return;
        chosenText.current = null;
        setPredictions([]);
        setStatus('error');
        setOpen(true);
      });
    onGeocode?.(geocoding);
  };

  const move = (step: 1 | -1) => {
    if (!shown) {
      if (nonBlankLength(text) >= LOCATION_MIN_CHARS) {
        setOpen(true);
        if (status === 'idle') {
          clearTimeout(timer.current);
          run();
        }
      }
      return;
    }
    const count = items.length;
    if (count === 0) return;
    setActive((i) => (i < 0 ? (step === 1 ? 0 : count - 1) : (i + step + count) % count));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        // docs/product/location.md#location-input: Enter in the location input never submits the form around it.
        e.preventDefault();
        const item = shown && active >= 0 ? items[active] : undefined;
        if (item) choose(item);
        break;
      }
      case 'Escape':
        if (shown) {
          // Only the list closes; a panel around the input stays open.
          e.preventDefault();
          e.stopPropagation();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
      default:
        break;
    }
  };

  const onBlur = () => {
    close();
    if ((chosenText.current ?? '') !== text && reported.current !== null) report(null);
  };

  const clear = () => {
    clearTimeout(timer.current);
    setText('');
    latest.current = '';
    setPredictions([]);
    setStatus('idle');
    close();
    if (reported.current !== null) report(null);
    chosenText.current = null;
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement) input.focus();
  };

  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const announcement =
    status === 'ok' && shown
      ? t('suggestions', { count: items.length })
      : status === 'zero' && shown
        ? t('noResults')
        : status === 'error' && shown
          ? t('error')
          : '';

  return (
    <Root className={className} data-testid={testId}>
      {label === undefined ? null : hideLabel ? (
        <VisuallyHidden as="label" htmlFor={id}>
          {label}
        </VisuallyHidden>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      <Field $bare={appearance === 'bare'}>
        <PinIcon />
        <TextInput
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listboxId}
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          placeholder={placeholder ?? t('placeholder')}
          maxLength={PLACE_INPUT_MAX_LENGTH}
          value={text}
          onChange={onInput}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        {text !== '' && (
          <IconButton
            label={t('clear')}
            icon="close"
            size="sm"
            onClick={clear}
            data-testid="clear-location"
          />
        )}
      </Field>
      <Popup hidden={!shown} onMouseDown={(e) => e.preventDefault()}>
        {status === 'loading' && <Message>{t('searching')}</Message>}
        {status === 'zero' && <Message>{t('noResults')}</Message>}
        {status === 'error' && (
          <Message $error>
            <Icon name="alert" size={16} />
            {t('error')}
          </Message>
        )}
        <Options id={listboxId} role="listbox" aria-label={t('suggestionsLabel')}>
          {shown &&
            items.map((item, index) => (
              <Option
                key={item.kind === 'remote' ? 'remote' : item.prediction.placeId}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                $active={index === active}
                $separated={item.kind === 'remote' && index > 0}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(item)}
              >
                {item.kind === 'remote' ? (
                  <>
                    <Icon name="globe" size={18} />
                    <span>
                      <strong>{t('remote')}</strong>
                      <small>{t('remoteHint')}</small>
                    </span>
                  </>
                ) : (
                  <>
                    <PinIcon size={18} />
                    <span>
                      <strong>{item.prediction.mainText}</strong>
                      {item.prediction.secondaryText && <small>{item.prediction.secondaryText}</small>}
                    </span>
                  </>
                )}
              </Option>
            ))}
        </Options>
      </Popup>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Root>
  );
}
