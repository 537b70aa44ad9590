import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import {
  REMOTE_LOCATION,
  type Lang,
  type LocationSelection,
  type PlacePredictionsAnswer,
} from '@opengood/contracts';
import { AppProviders, HttpError, addNamespace, createAppStore } from '@opengood/platform';
import { createFakeHttp, createTestI18n } from '@opengood/platform/testing';
import { LocationInput, SUGGEST_DEBOUNCE_MS, SUGGEST_RETRY_MS } from './LocationInput';
import {
  LOCATION_INPUT_NS,
  locationInputBundledTranslations as locationInputTranslations,
} from './namespace';

const TORONTO: LocationSelection = {
  isRemote: false,
  text: 'Toronto, ON, Canada',
  stateCode: 'ON',
  countryCode: 'CA',
  boundingBoxN: 43.86,
  boundingBoxW: -79.64,
  boundingBoxS: 43.58,
  boundingBoxE: -79.11,
  geoType: 'locality',
  latLongAddress: '43.70011,-79.4163',
  latitude: 43.70011,
  longitude: -79.4163,
  address: 'Toronto, Ontario, Canada',
  city: 'Toronto',
  hasGeo: true,
};

const OK: PlacePredictionsAnswer = {
  status: 'OK',
  predictions: [
    {
      placeId: '6167865',
      description: 'Toronto, ON, Canada',
      mainText: 'Toronto',
      secondaryText: 'ON, Canada',
    },
    { placeId: '4174715', description: 'Toro, Spain', mainText: 'Toro', secondaryText: 'Spain' },
  ],
};

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Call = { url: string; params: Record<string, string>; answer: Deferred<unknown> };

/**
 * The platform's fake api (a real client, answers checked against the contracts) whose place calls wait
 * for the test to answer them, one request at a time. After `failFrom`, every new call fails at once (a
 * GET that fails with a 5xx is retried by the client).
 */
function fakeHttp() {
  const calls: Call[] = [];
  let failure: HttpError | null = null;
  const waitFor = (url: string, query: URLSearchParams) => {
    if (failure) throw failure;
    const answer = deferred<unknown>();
    calls.push({ url, params: Object.fromEntries(query), answer });
    return answer.promise as never;
  };
  const fake = createFakeHttp({
    placePredictions: ({ query }) => waitFor('/data/places/predictions', query),
    place: ({ params, query }) => waitFor(`/data/places/${params.placeId}`, query),
  });
  const failFrom = (call: Call | undefined, error: HttpError) => {
    failure = error;
    call!.answer.reject(error);
  };
  return { http: fake.http, calls, failFrom };
}

function setup({
  lang = 'en',
  initial = null,
  allowRemote,
}: { lang?: Lang; initial?: LocationSelection | null; allowRemote?: boolean } = {}) {
  const { http, calls, failFrom } = fakeHttp();
  const onChange = jest.fn();
  const onGeocode = jest.fn();
  const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
  const i18n = createTestI18n(lang);
  addNamespace(i18n, LOCATION_INPUT_NS, locationInputTranslations);
  function Host() {
    const [value, setValue] = useState<LocationSelection | null>(initial);
    return (
      <form onSubmit={onSubmit}>
        <LocationInput
          id="where"
          label="Location"
          lang={lang}
          value={value}
          allowRemote={allowRemote}
          onGeocode={onGeocode}
          onChange={(location, placeId) => {
            onChange(location, placeId);
            setValue(location);
          }}
        />
        <button type="submit">Search</button>
        <button type="button" onClick={() => setValue(null)}>
          Reset from outside
        </button>
      </form>
    );
  }
  render(
    <AppProviders
      store={createAppStore()}
      i18n={i18n}
      platform={{ http, preload: () => undefined, supportUrl: '' }}
    >
      <Host />
    </AppProviders>,
  );
  const input = screen.getByRole('combobox', { name: 'Location' }) as HTMLInputElement;
  return { input, calls, failFrom, onChange, onGeocode, onSubmit };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const key = (input: HTMLElement, k: string) => fireEvent.keyDown(input, { key: k });
async function settle(ms = 0) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
  });
}
/** Lets the client finish a call: its answer, the contract check, the caller's reaction. */
async function ticks(n = 30) {
  for (let i = 0; i < n; i += 1) await Promise.resolve();
}
async function answer(call: Call | undefined, body: unknown) {
  await act(async () => {
    call!.answer.resolve(body);
    await ticks();
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('LocationInput', () => {
  it('is a combobox controlling a listbox, collapsed at first', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(document.getElementById(input.getAttribute('aria-controls')!)).toHaveAttribute('role', 'listbox');
  });

  it('asks for suggestions only from two non-blank characters, after the pause', async () => {
    const { input, calls } = setup({ lang: 'pt' });
    type(input, 't');
    type(input, ' t ');
    await settle(1000);
    expect(calls).toHaveLength(0);
    type(input, 'to');
    await settle(SUGGEST_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await settle(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/data/places/predictions');
    expect(calls[0]!.params).toEqual({ input: 'to', lang: 'pt' });
  });

  it('while a request is pending, retries after 200 ms instead of stacking requests', async () => {
    const { input, calls } = setup();
    type(input, 'to');
    await settle(SUGGEST_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    type(input, 'tor');
    type(input, 'toro');
    await settle(SUGGEST_DEBOUNCE_MS + SUGGEST_RETRY_MS * 3);
    expect(calls).toHaveLength(1);
    await answer(calls[0], OK); // for old text: not shown, the retry asks again
    expect(screen.queryByRole('option', { name: /Toronto/ })).toBeNull();
    await settle(SUGGEST_RETRY_MS);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.params.input).toBe('toro');
    await answer(calls[1], OK);
    expect(screen.getByRole('option', { name: /Toronto/ })).toBeInTheDocument();
  });

  it('moves with the arrow keys, chooses with Enter, geocodes and reports the selection', async () => {
    const { input, calls, onChange, onSubmit } = setup();
    type(input, 'toro');
    await settle(SUGGEST_DEBOUNCE_MS);
    await answer(calls[0], OK);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'TorontoON, Canada',
      'ToroSpain',
      'RemoteWork from anywhere',
    ]);
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    key(input, 'ArrowUp');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    key(input, 'Enter');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input.value).toBe('Toronto, ON, Canada');
    expect(calls[1]!.url).toBe('/data/places/6167865');
    expect(calls[1]!.params).toEqual({ lang: 'en' });
    await answer(calls[1], { data: TORONTO });
    expect(onChange).toHaveBeenLastCalledWith(TORONTO, '6167865');
  });

  it('tells the host while a chosen place is geocoded, settling once it is reported', async () => {
    const { input, calls, onChange, onGeocode } = setup();
    type(input, 'toro');
    await settle(SUGGEST_DEBOUNCE_MS);
    await answer(calls[0], OK);
    key(input, 'ArrowDown');
    key(input, 'Enter');
    expect(onGeocode).toHaveBeenCalledTimes(1);
    const geocoding = onGeocode.mock.calls[0]![0] as Promise<void>;
    let settled = false;
    void geocoding.then(() => (settled = true));
    await settle();
    expect(settled).toBe(false);
    await answer(calls[1], { data: TORONTO });
    await geocoding;
    expect(settled).toBe(true);
    expect(onChange).toHaveBeenCalledWith(TORONTO, '6167865');
  });

  it('wraps around the list with the arrow keys', async () => {
    const { input, calls } = setup();
    type(input, 'toro');
    await settle(SUGGEST_DEBOUNCE_MS);
    await answer(calls[0], OK);
    key(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe('where-option-2');
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe('where-option-0');
  });

  it('Enter never submits the form, with or without a list', async () => {
    const { input, onSubmit } = setup();
    type(input, 'toronto');
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Escape closes the list and keeps the text', async () => {
    const { input, calls } = setup();
    type(input, 'toro');
    await settle(SUGGEST_DEBOUNCE_MS);
    await answer(calls[0], OK);
    key(input, 'Escape');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input.value).toBe('toro');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('reports the Remote selection from the Remote option, shown in the page language', async () => {
    const { input, calls, onChange } = setup({ lang: 'es' });
    type(input, 'rem');
    await settle(SUGGEST_DEBOUNCE_MS);
    await answer(calls[0], { status: 'ZERO_RESULTS', predictions: [] });
    fireEvent.click(screen.getByRole('option', { name: /Remoto/ }));
    expect(onChange).toHaveBeenLastCalledWith(REMOTE_LOCATION, 'remote');
    expect(input.value).toBe('Remoto');
    expect(calls).toHaveLength(1); // the remote selection needs no geocoding
  });

  it('ZERO_RESULTS says no places were found', async () => {
    const { input, calls } = setup({ allowRemote: false });
    type(input, 'zzzz');
    await settle(SUGGEST_DEBOUNCE_MS);
    await answer(calls[0], { status: 'ZERO_RESULTS', predictions: [] });
    expect(screen.getAllByText('No places found').length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('an error answer shows a readable message', async () => {
    const { input, calls, failFrom } = setup({ lang: 'pt' });
    type(input, 'lis');
    await settle(SUGGEST_DEBOUNCE_MS);
    await act(async () => {
      failFrom(calls[0], new HttpError(400, '{}', { message: 'Invalid', errors: { input: 'Must be…' } }));
      await ticks();
    });
    expect(
      screen.getAllByText('Não foi possível buscar lugares agora. Tente novamente.').length,
    ).toBeGreaterThan(0);
  });

  it('clearing the text resets the location', async () => {
    const { input, onChange } = setup({ initial: TORONTO });
    expect(input.value).toBe('Toronto, ON, Canada');
    type(input, '');
    expect(onChange).toHaveBeenLastCalledWith(null, null);
  });

  it('the clear button empties the box, resets the location and gives focus back', async () => {
    const { input, onChange } = setup({ initial: TORONTO });
    fireEvent.click(screen.getByRole('button', { name: 'Clear location' }));
    expect(input.value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith(null, null);
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: 'Clear location' })).toBeNull();
  });

  it('leaving with text that differs from the chosen place resets the location; the same text keeps it', async () => {
    const { input, onChange } = setup({ initial: TORONTO });
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    type(input, 'Toronto, ON');
    expect(onChange).not.toHaveBeenCalled(); // typing alone does not reset
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(null, null);
    expect(input.value).toBe('Toronto, ON');
  });

  it('shows a value set from outside, and empties when it is reset from outside', async () => {
    const { input } = setup({ initial: REMOTE_LOCATION });
    expect(input.value).toBe('Remote');
    fireEvent.click(screen.getByRole('button', { name: 'Reset from outside' }));
    expect(input.value).toBe('');
  });

  it('a failed geocode shows the error and does not report a place', async () => {
    const { input, calls, failFrom, onChange } = setup();
    type(input, 'toro');
    await settle(SUGGEST_DEBOUNCE_MS);
    await answer(calls[0], OK);
    key(input, 'ArrowDown');
    key(input, 'Enter');
    await act(async () => {
      // The client tries a failing GET again: each try fails the same way.
      failFrom(calls[1], new HttpError(500, '', { message: 'Server error', errors: {} }));
      await ticks(200);
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(
      screen.getAllByText('Places could not be looked up just now. Please try again.').length,
    ).toBeGreaterThan(0);
  });
});
