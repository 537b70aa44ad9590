import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { POPULAR_SEARCHES, QUERY_MAX_LENGTH, SEARCH_TYPES, type SearchType } from '@opengood/contracts';
import {
  Icon,
  IconButton,
  Select,
  VisuallyHidden,
  useFocusTrap,
  useScrollLock,
} from '@opengood/design-system';
import { LocationInput } from '@opengood/feature-location';
import { truncateQuery } from '@opengood/routes';
import { useSearchBar } from './useSearchBar';

export const SEARCH_REGION_ID = 'site-search';
const KEYWORD_ID = 'site-search-q';
const POPULAR_ID = 'site-search-popular';

/** docs/product/chrome.md#search-bar: the desktop header (58 px) and this band are the 114 px a scroll to an anchor leaves free. */
export const SEARCH_BAND_HEIGHT = 56;

const md = (p: { theme: { breakpoints: readonly string[] } }) => p.theme.breakpoints[2];

// The sticky chrome is taller by the band on desktop; reserved so nothing below it moves once it renders.
const BandReservation = createGlobalStyle`
  @media (min-width: ${(p) => p.theme.breakpoints[2]}) {
    body:not([data-layout='base']) #chrome-top {
      min-height: ${(p) => p.theme.headerHeight.desktop + SEARCH_BAND_HEIGHT}px;
    }
  }
`;

/** Desktop: a band under the header. Phones: hidden until the header's toggle opens it as a panel. */
const Region = styled.div`
  position: relative;
  z-index: 1;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  @media (max-width: calc(${md} - 0.02px)) {
    display: none;
    &[data-open='true'] {
      display: block;
      position: fixed;
      top: 0;
      left: 0;
      right: 0;
      z-index: ${(p) => p.theme.zIndices.modal};
      /* Not a scroll box: the suggestion lists hang below the panel over the scrim. */
      padding: 0 16px 20px;
      border-bottom: none;
      background: #fff;
      box-shadow: 0 16px 40px rgba(16, 24, 40, 0.22);
    }
  }
`;

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.zIndices.modal - 1};
  background: rgba(16, 24, 40, 0.45);
  @media (min-width: ${md}) {
    display: none;
  }
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  min-height: 64px;
  h2 {
    flex: 1;
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes[3]}px;
  }
  @media (min-width: ${md}) {
    display: none;
  }
`;

const Inner = styled.div`
  max-width: ${(p) => p.theme.sizes.container}px;
  margin: 0 auto;
  @media (min-width: ${md}) {
    display: flex;
    align-items: center;
    height: ${SEARCH_BAND_HEIGHT - 1}px;
    padding: 0 16px;
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 10px;
  width: 100%;
  @media (min-width: ${md}) {
    flex-direction: row;
    align-items: stretch;
    gap: 0;
    height: 42px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 10px;
    background: #fff;
    box-shadow: 0 1px 2px rgba(16, 24, 40, 0.05);
    &:focus-within {
      border-color: ${(p) => p.theme.colors.primary};
      box-shadow: 0 0 0 3px rgba(11, 110, 79, 0.16);
    }
  }
`;

/** One control of the bar: a bordered box on phones, a segment between dividers on desktop. */
const Segment = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  min-width: 0;
  height: 48px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[2]}px;
  background: #fff;
  &:focus-within {
    border-color: ${(p) => p.theme.colors.primary};
    box-shadow: 0 0 0 3px rgba(11, 110, 79, 0.16);
  }
  @media (min-width: ${md}) {
    height: auto;
    border: none;
    border-radius: 0;
    background: none;
    &:focus-within {
      box-shadow: none;
    }
    & + & {
      border-left: 1px solid ${(p) => p.theme.colors.border};
    }
  }
`;

const TypeSegment = styled(Segment)`
  @media (min-width: ${md}) {
    flex: 0 0 168px;
  }
`;

const TypeSelect = styled(Select)`
  width: 100%;
  height: 100%;
  padding: 0 36px 0 14px;
  border: none;
  border-radius: inherit;
  background: transparent
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%235b6475' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E")
    no-repeat right 12px center;
  appearance: none;
  font-weight: ${(p) => p.theme.fontWeights.semibold};
  color: ${(p) => p.theme.colors.text};
  cursor: pointer;
  &:focus {
    outline: none;
  }
  &:disabled {
    cursor: default;
  }
`;

const KeywordSegment = styled(Segment)`
  padding: 0 4px 0 12px;
  gap: 8px;
  color: ${(p) => p.theme.colors.muted};
  @media (min-width: ${md}) {
    flex: 1.25 1 0;
  }
`;

const KeywordInput = styled.input`
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
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

const LocationSegment = styled(Segment)`
  @media (min-width: ${md}) {
    flex: 1 1 0;
  }
  & > div {
    flex: 1;
  }
`;

const Submit = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  height: 48px;
  padding: 0 22px;
  border: none;
  border-radius: ${(p) => p.theme.radii[2]}px;
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
  font: inherit;
  font-weight: ${(p) => p.theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.primaryDark};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  @media (min-width: ${md}) {
    height: auto;
    margin: -1px -1px -1px 0;
    border-radius: 0 10px 10px 0;
  }
`;

const Popular = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  z-index: 20;
  padding: 8px 6px 6px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[2]}px;
  background: #fff;
  box-shadow: 0 12px 32px rgba(29, 36, 51, 0.16);
  h3 {
    margin: 0 10px 4px;
    font-size: ${(p) => p.theme.fontSizes[0]}px;
    font-weight: ${(p) => p.theme.fontWeights.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${(p) => p.theme.colors.muted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 40px;
    padding: 6px 10px;
    border-radius: ${(p) => p.theme.radii[1]}px;
    color: ${(p) => p.theme.colors.text};
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: #e7f4ee;
  }
  li svg {
    color: ${(p) => p.theme.colors.muted};
  }
`;

export interface SearchBarProps {
  /** The phone panel is open (ignored on desktop, where the band always shows). */
  open: boolean;
  onClose: () => void;
}

/**
 * The shell's search bar (docs/product/chrome.md#search-bar, docs/product/chrome.md#search-submit): listing-type select (disabled with one option
 * or fewer), keyword box cut to 512 characters with a clear-input button and the popular searches of the
 * type when it is empty, the shared location input (not for organisations) with its clear-location
 * button, and submit. On phones it is a full-width panel: focus moves in and stays, Escape or the close
 * button closes it, and focus goes back to the toggle.
 */
export function SearchBar({ open, onClose }: SearchBarProps) {
  const { t } = useTranslation('shell');
  const { values, lang, setType, setQuery, setLocation, onGeocode, submit } = useSearchBar();
  const region = useRef<HTMLDivElement>(null);
  const keyword = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);

  useFocusTrap(region, open, { initialFocus: keyword });
  useScrollLock(open);

  const popular = POPULAR_SEARCHES[lang][values.type] ?? [];
  const showPopular = focused && !dismissed && values.q === '' && popular.length > 0;
  useEffect(() => setActive(-1), [showPopular, values.type]);

  const go = (q?: string) => {
    void submit(q === undefined ? undefined : { q });
    setDismissed(true);
    keyword.current?.blur();
    onClose();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    go();
  };

  const onKeywordKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!showPopular) {
      if (e.key === 'ArrowDown' && values.q === '' && popular.length > 0) {
        e.preventDefault();
        setDismissed(false);
      }
      return;
    }
    const count = popular.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step === 1 ? 0 : count - 1) : (i + step + count) % count));
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      go(popular[active]);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      setDismissed(true);
    }
  };

  const onRegionKey = (e: KeyboardEvent) => {
    if (open && e.key === 'Escape') {
      e.preventDefault();
      onClose();
    }
  };

  const clearInput = () => {
    setQuery('');
    setDismissed(false);
    keyword.current?.focus();
  };

  const typeOptions = SEARCH_TYPES.map((type: SearchType) => ({
    value: type,
    label: t(`search.types.${type}`),
  }));

  return (
    <>
      <BandReservation />
      {open && <Scrim onClick={onClose} data-testid="site-search-scrim" />}
      <Region
        ref={region}
        id={SEARCH_REGION_ID}
        data-open={open}
        data-testid="site-search"
        onKeyDown={onRegionKey}
        {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'site-search-heading' } : {})}
      >
        <PanelHead>
          <h2 id="site-search-heading">{t('search.heading')}</h2>
          <IconButton label={t('search.close')} icon="close" size="lg" onClick={onClose} />
        </PanelHead>
        <Inner>
          <Form role="search" aria-label={t('search.label')} onSubmit={onSubmit}>
            <TypeSegment>
              <VisuallyHidden as="label" htmlFor="site-search-type">
                {t('search.typeLabel')}
              </VisuallyHidden>
              <TypeSelect
                id="site-search-type"
                options={typeOptions}
                value={values.type}
                onChange={(e) => setType(e.target.value as SearchType)}
              />
            </TypeSegment>
            <KeywordSegment>
              <VisuallyHidden as="label" htmlFor={KEYWORD_ID}>
                {t('search.keywordLabel')}
              </VisuallyHidden>
              <Icon name="search" size={18} />
              <KeywordInput
                ref={keyword}
                id={KEYWORD_ID}
                type="search"
                role="combobox"
                autoComplete="off"
                enterKeyHint="search"
                aria-autocomplete="list"
                aria-expanded={showPopular}
                aria-controls={POPULAR_ID}
                aria-activedescendant={showPopular && active >= 0 ? `${POPULAR_ID}-${active}` : undefined}
                placeholder={t('search.keywordPlaceholder')}
                maxLength={QUERY_MAX_LENGTH}
                value={values.q}
                onChange={(e) => {
                  setQuery(truncateQuery(e.target.value));
                  setDismissed(false);
                }}
                onFocus={() => setFocused(true)}
                onBlur={() => {
                  setFocused(false);
                  setDismissed(false);
                }}
                onKeyDown={onKeywordKey}
              />
              {values.q !== '' && (
                <IconButton
                  label={t('search.clearInput')}
                  icon="close"
                  size="sm"
                  onClick={clearInput}
                  data-testid="clear-input"
                />
              )}
              <Popular hidden={!showPopular} onMouseDown={(e) => e.preventDefault()}>
                <h3 id={`${POPULAR_ID}-heading`}>{t('search.popular')}</h3>
                <ul id={POPULAR_ID} role="listbox" aria-labelledby={`${POPULAR_ID}-heading`}>
                  {showPopular &&
                    popular.map((term, index) => (
                      <li
                        key={term}
                        id={`${POPULAR_ID}-${index}`}
                        role="option"
                        aria-selected={index === active}
                        onMouseEnter={() => setActive(index)}
                        onClick={() => go(term)}
                      >
                        <Icon name="search" size={16} />
                        {term}
                      </li>
                    ))}
                </ul>
              </Popular>
            </KeywordSegment>
            {values.type !== 'ORG' && (
              <LocationSegment>
                <LocationInput
                  id="site-search-location"
                  label={t('search.locationLabel')}
                  placeholder={t('search.locationPlaceholder')}
                  hideLabel
                  appearance="bare"
                  lang={lang}
                  value={values.location}
                  onChange={setLocation}
                  onGeocode={onGeocode}
                  data-testid="site-search-location"
                />
              </LocationSegment>
            )}
            <Submit type="submit">
              <Icon name="search" size={18} />
              {t('search.submit')}
            </Submit>
          </Form>
        </Inner>
      </Region>
    </>
  );
}
