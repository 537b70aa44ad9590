import { createTestI18n } from '../testing';
import { eagerTranslations } from '../i18n';
import type { ReactElement } from 'react';
import { waitFor } from '@testing-library/react';
import { createSlice } from '@reduxjs/toolkit';
import { renderToString } from 'react-dom/server';
import { createRemoteLifecycles, SERVER_RENDERED_ATTRIBUTE } from './createRemoteLifecycles';
import { createAppStore } from '../store';

import { HttpError, type HttpClient } from '../http';
import type { Platform } from './PlatformContext';

const platform: Platform = {
  http: {} as HttpClient,
  preload: () => {},
  supportUrl: 'https://support.example/contact',
};
const feature = (area: string) => ({
  area,
  slices: [createSlice({ name: `${area}/state`, initialState: { ok: true }, reducers: {} })],
  ns: area,
  translations: eagerTranslations({ en: {}, es: {}, pt: {} }),
});

type Step = (props: never) => Promise<unknown>;
async function mountArea(App: () => ReactElement, build?: string, serverHtml?: string) {
  const el = document.createElement('div');
  if (serverHtml !== undefined) {
    el.innerHTML = serverHtml;
    el.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
  }
  document.body.appendChild(el);
  const lifecycles = createRemoteLifecycles({ App, feature: feature('mfe-test'), build });
  const props = {
    name: 'mfe-test',
    store: createAppStore(),
    i18n: createTestI18n('es'),
    platform,
    domElementGetter: () => el,
  };
  // Not inside act(): single-spa-react resolves mount from React's own commit callback.
  await (lifecycles.bootstrap as unknown as Step)(props as never);
  for (const step of lifecycles.mount as unknown as Step[]) await step(props as never);
  await waitFor(() => expect(el.childNodes.length).toBeGreaterThan(0));
  return { el, props, lifecycles };
}

describe('createRemoteLifecycles', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('mounts the area, injects its slice and stamps its build label', async () => {
    const { el, props } = await mountArea(() => <p>area works</p>, 'v7');
    expect(el.textContent).toContain('area works');
    expect(el.dataset.build).toBe('v7');
    expect((props.store.getState() as Record<string, unknown>)['mfe-test/state']).toEqual({ ok: true });
  });

  it('contains a render error to the area: the generic error page (docs/product/http-and-errors.md#error-catalogue), translated, with a retry', async () => {
    const { el } = await mountArea(() => {
      throw new Error('boom');
    });
    expect(el.querySelector('[data-testid=error-page]')).not.toBeNull();
    expect(el.querySelector('[data-testid=area-failed]')).toBeNull();
    expect(el.textContent).toContain('Algo salió mal');
    expect(el.querySelector('button')?.textContent).toBe('Intentar de nuevo');
  });

  it.each([404, 410])(
    'shows the not-found page for a render error with status %i (docs/product/http-and-errors.md#error-catalogue)',
    async (status) => {
      const { el } = await mountArea(() => {
        throw new HttpError(status, '{}', {});
      });
      expect(el.querySelector('[data-testid=not-found]')).not.toBeNull();
    },
  );

  it('hydrates the markup a server rendered on the first mount: the same nodes, no mismatch, no re-render', async () => {
    const Page = () => <p id="page">server and client agree</p>;
    const serverHtml = renderToString(<Page />);
    const error = jest.spyOn(console, 'error');
    const el = document.createElement('div');
    el.innerHTML = serverHtml;
    const serverNode = el.firstChild;
    el.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
    document.body.appendChild(el);
    const lifecycles = createRemoteLifecycles({ App: Page, feature: feature('mfe-hydrate') });
    const props = {
      name: 'mfe-hydrate',
      store: createAppStore(),
      i18n: createTestI18n('en'),
      platform,
      domElementGetter: () => el,
    };
    await (lifecycles.bootstrap as unknown as Step)(props as never);
    for (const step of lifecycles.mount as unknown as Step[]) await step(props as never);
    expect(el.firstChild).toBe(serverNode); // hydrated in place, not replaced
    expect(el.hasAttribute(SERVER_RENDERED_ATTRIBUTE)).toBe(false);
    expect(error).not.toHaveBeenCalled();
    // A later mount (the visitor came back to this area) renders afresh.
    for (const step of lifecycles.unmount as unknown as Step[]) await step(props as never);
    for (const step of lifecycles.mount as unknown as Step[]) await step(props as never);
    await waitFor(() => expect(el.textContent).toBe('server and client agree'));
    expect(el.firstChild).not.toBe(serverNode);
  });

  it('an element marked but empty (the server markup is gone) is rendered, not hydrated', async () => {
    const { el } = await mountArea(() => <p>fresh</p>, undefined, '');
    expect(el.textContent).toBe('fresh');
  });
});
