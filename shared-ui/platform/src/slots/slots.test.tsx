import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { AppProviders } from '../app/AppProviders';
import type { Platform } from '../app/PlatformContext';
import { createI18n } from '../i18n';
import { createAppStore } from '../store';
import { createFakeHttp } from '../testing';
import { Slot } from './Slot';
import { createSlotHost, SlotFillError, type SlotHost, type SlotSource } from './slotHost';
import { defineSlots, isSlotsModule, type Slots, type SlotsModule } from './slots';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fill that shows its name and the page it was given. */
const labelled =
  (label: string) =>
  ({ pathname }: Slots['header.actions']) => <span data-testid="fill">{`${label} ${pathname}`}</span>;

const source = (area: string, module: SlotsModule | null | Promise<SlotsModule | null>): SlotSource => ({
  area,
  load: jest.fn(async () => module),
});

function makeHost(sources: SlotSource[] | Promise<SlotSource[]>, extra: { loadStrings?: jest.Mock } = {}) {
  const reportError = jest.fn();
  const list = jest.fn(async () => sources);
  const host = createSlotHost({
    store: createAppStore(),
    i18n: createI18n('en'),
    sources: list,
    reportError,
    ...extra,
  });
  return { host, reportError, sources: list };
}

function tree(host: SlotHost | undefined, children: ReactNode) {
  const platform: Platform = {
    http: createFakeHttp().http,
    preload: () => undefined,
    supportUrl: 'https://support.example',
    ...(host ? { slots: host } : {}),
  };
  return (
    <AppProviders store={createAppStore()} i18n={createI18n('en')} platform={platform}>
      {children}
    </AppProviders>
  );
}

const headerActions = <Slot name="header.actions" props={{ pathname: '/en/jobs' }} />;
const shown = () => screen.queryAllByTestId('fill').map((el) => el.textContent);

describe('extension slots', () => {
  it('renders nothing without a host (a server render, an older shell)', () => {
    const { container } = render(tree(undefined, headerActions));
    expect(container.innerHTML).toBe('');
  });

  it('loads the slot modules once, when a slot first renders, and shows the fills in order with the slot props', async () => {
    const { host, sources } = makeHost([
      source(
        'mfe-org-dashboard',
        defineSlots({
          fills: {
            'header.actions': [
              { id: 'switcher', order: 20, Component: labelled('switcher') },
              { id: 'cart', order: 10, Component: labelled('cart') },
            ],
          },
        }),
      ),
      source(
        'mfe-a',
        defineSlots({ fills: { 'header.actions': [{ id: 'z', order: 20, Component: labelled('a/z') }] } }),
      ),
      source(
        'mfe-b',
        defineSlots({ fills: { 'header.actions': [{ id: 'first', Component: labelled('b') }] } }),
      ),
      source('mfe-salary', null), // its live version has no ./slots
    ]);
    expect(sources).not.toHaveBeenCalled(); // nothing is loaded until a slot shows
    render(
      tree(
        host,
        <>
          {headerActions}
          {headerActions}
        </>,
      ),
    );
    expect(shown()).toEqual([]); // the first render is empty: loading starts after it
    await act(() => host.load());
    expect(sources).toHaveBeenCalledTimes(1);
    // order first (default 0), then the area, then the id
    const once = ['b /en/jobs', 'cart /en/jobs', 'a/z /en/jobs', 'switcher /en/jobs'];
    expect(shown()).toEqual([...once, ...once]);
  });

  it('keeps the same snapshot until a module adds to the slot', async () => {
    const { host } = makeHost([
      source('mfe-a', defineSlots({ fills: { 'header.actions': [{ id: 'x', Component: labelled('x') }] } })),
    ]);
    const before = host.fillsOf('header.actions');
    expect(host.fillsOf('header.actions')).toBe(before);
    await host.load();
    const after = host.fillsOf('header.actions');
    expect(after).not.toBe(before);
    expect(host.fillsOf('header.actions')).toBe(after);
    expect(after.map((f) => f.key)).toEqual(['mfe-a:x']);
  });

  it('isolates a fill that throws: it is left out and reported, the other fills stay', async () => {
    const broken = () => {
      throw new Error('billing exploded');
    };
    const { host, reportError } = makeHost([
      source(
        'mfe-org-dashboard',
        defineSlots({
          fills: {
            'header.actions': [
              { id: 'cart', order: 1, Component: broken },
              { id: 'ok', order: 2, Component: labelled('ok') },
            ],
          },
        }),
      ),
    ]);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(tree(host, headerActions));
    await act(() => host.load());
    quiet.mockRestore();
    expect(shown()).toEqual(['ok /en/jobs']);
    expect(reportError).toHaveBeenCalledTimes(1);
    const error = reportError.mock.calls[0]![0] as SlotFillError;
    expect(error).toBeInstanceOf(SlotFillError);
    expect(error).toMatchObject({ slot: 'header.actions', fill: 'mfe-org-dashboard:cart' });
    expect(error.message).toBe(
      'The fill mfe-org-dashboard:cart of the slot header.actions failed to render: billing exploded',
    );
  });

  it('reports a source that fails or is not a slots module and shows the others', async () => {
    const failure = new Error('Loading chunk failed (missing): /remotes/mfe-x/v1/mf-manifest.json');
    const { host, reportError } = makeHost([
      { area: 'mfe-x', load: () => Promise.reject(failure) },
      source('mfe-y', { nothing: true } as unknown as SlotsModule),
      source('mfe-z', defineSlots({ fills: { 'header.actions': [{ id: 'z', Component: labelled('z') }] } })),
    ]);
    render(tree(host, headerActions));
    await act(() => host.load());
    expect(shown()).toEqual(['z /en/jobs']);
    expect(reportError).toHaveBeenCalledWith(failure);
    expect(reportError).toHaveBeenCalledWith(new Error("mfe-y's ./slots module lists no fills"));
    expect(reportError).toHaveBeenCalledTimes(2);
  });

  it('reports sources that cannot be listed; the slot stays empty', async () => {
    const reportError = jest.fn();
    const host = createSlotHost({
      store: createAppStore(),
      i18n: createI18n('en'),
      sources: () => Promise.reject(new Error('Registry unavailable (HTTP 503)')),
      reportError,
    });
    render(tree(host, headerActions));
    await act(() => host.load());
    expect(shown()).toEqual([]);
    expect(reportError).toHaveBeenCalledWith(new Error('Registry unavailable (HTTP 503)'));
  });

  it("shows a module's fills only once its strings are in", async () => {
    const strings = deferred<void>();
    const loadStrings = jest.fn(() => strings.promise);
    const module = defineSlots({
      strings: { ns: 'orgDashboard', translations: {} as never },
      fills: { 'header.actions': [{ id: 'cart', Component: labelled('cart') }] },
    });
    const { host } = makeHost([source('mfe-org-dashboard', module)], { loadStrings });
    render(tree(host, headerActions));
    let loaded = false;
    const loading = host.load().then(() => (loaded = true));
    await act(async () => {
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(loadStrings).toHaveBeenCalledWith('mfe-org-dashboard', module.strings);
    expect(loaded).toBe(false);
    expect(shown()).toEqual([]);
    await act(async () => {
      strings.resolve();
      await loading;
    });
    expect(shown()).toEqual(['cart /en/jobs']);
  });

  it('is empty on a server and while hydrating; the fills come right after hydration', async () => {
    const { host } = makeHost([
      source('mfe-a', defineSlots({ fills: { 'header.actions': [{ id: 'x', Component: labelled('x') }] } })),
    ]);
    await host.load(); // even with every module in, the server's markup has no fill
    const html = renderToString(tree(host, <div id="row">{headerActions}</div>));
    expect(html).toBe('<div id="row"></div>');

    const element = document.createElement('div');
    element.innerHTML = html;
    document.body.append(element);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(element, tree(host, <div id="row">{headerActions}</div>), {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled(); // no hydration mismatch
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(element.querySelector('#row')!.textContent).toBe('x /en/jobs');
    act(() => root!.unmount());
    element.remove();
  });

  it('recognises a slots module by its fills', () => {
    expect(isSlotsModule({ fills: { 'header.actions': [] } })).toBe(true);
    expect(isSlotsModule({ fills: {} })).toBe(true);
    expect(isSlotsModule({ fills: { 'header.actions': 'x' } })).toBe(false);
    expect(isSlotsModule(null)).toBe(false);
    expect(isSlotsModule({ default: {} })).toBe(false);
  });
});
