import { act, fireEvent, render, screen } from '@testing-library/react';
import { createAppStore } from '../store';

import { AppProviders } from '../app/AppProviders';
import { createFakeHttp, createTestI18n } from '../testing';
import { AdSlot } from './AdSlot';
import {
  adChosen,
  adDismissalsRestored,
  adDismissed,
  adsSlice,
  selectChosenAd,
  selectChosenAdHref,
  selectDismissedAds,
} from './adsSlice';

function setUp(lang: 'en' | 'es' | 'pt' = 'en') {
  const store = createAppStore();
  store.injectSlice('platform', adsSlice);
  const platform = {
    http: createFakeHttp().http,
    preload: () => undefined,
    supportUrl: 'https://support.opengood.org/contact',
  };
  render(
    <AppProviders store={store} i18n={createTestI18n(lang)} platform={platform}>
      <AdSlot placement="BANNER" />
      <AdSlot placement="SIDEBAR" />
    </AppProviders>,
  );
  return store;
}

describe('platform/ads', () => {
  it('reads nothing before the shell injected the slice', () => {
    const store = createAppStore();
    expect(selectChosenAd(store.getState())).toBeNull();
    expect(selectDismissedAds(store.getState())).toEqual([]);
  });

  it('a dismissed ad is never the chosen one', () => {
    const store = createAppStore();
    store.injectSlice('platform', adsSlice);
    store.dispatch(adChosen('SALARY_SURVEY'));
    store.dispatch(adDismissalsRestored(['SALARY_SURVEY']));
    expect(selectChosenAd(store.getState())).toBeNull();
    store.dispatch(adChosen('RESUME_DB'));
    store.dispatch(adDismissed('RESUME_DB'));
    expect(selectChosenAd(store.getState())).toBeNull();
    expect(selectDismissedAds(store.getState())).toEqual(['SALARY_SURVEY', 'RESUME_DB']);
  });
});

describe('AdSlot', () => {
  it('shows nothing until an ad is chosen, then the same ad in every placement with its link', () => {
    const store = setUp();
    expect(screen.queryByTestId('ad-slot')).toBeNull();
    act(() => void store.dispatch(adChosen('SALARY_SURVEY')));
    const slots = screen.getAllByTestId('ad-slot');
    expect(slots.map((s) => [s.dataset.ad, s.dataset.placement])).toEqual([
      ['SALARY_SURVEY', 'BANNER'],
      ['SALARY_SURVEY', 'SIDEBAR'],
    ]);
    expect(screen.getAllByRole('link', { name: /Take the survey/ })[0]).toHaveAttribute(
      'href',
      '/nonprofit-salary-explorer/survey',
    );
  });

  it('is translated and dismissible everywhere at once', () => {
    const store = setUp('es');
    act(() => void store.dispatch(adChosen('GRAD_FAIRS')));
    expect(screen.getAllByRole('link', { name: /Ver próximas ferias/ })[0]).toHaveAttribute('href', '/fair');
    fireEvent.click(screen.getAllByRole('button', { name: 'Descartar este mensaje' })[0]!);
    expect(screen.queryByTestId('ad-slot')).toBeNull();
    expect(selectDismissedAds(store.getState())).toEqual(['GRAD_FAIRS']);
  });

  it('leads to the one page the shell named (the nearest fair), else to its type’s page', () => {
    const store = setUp();
    act(() => void store.dispatch(adChosen('GRAD_FAIRS', '/fair/7')));
    expect(screen.getAllByRole('link', { name: /See upcoming fairs/ })[0]).toHaveAttribute('href', '/fair/7');
    act(() => void store.dispatch(adChosen('GRAD_FAIRS')));
    expect(screen.getAllByRole('link', { name: /See upcoming fairs/ })[0]).toHaveAttribute('href', '/fair');
    act(() => void store.dispatch(adChosen(null, '/fair/7')));
    expect(selectChosenAdHref(store.getState())).toBeNull();
  });
});
