import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import type { ReactNode } from 'react';
import { theme } from '../theme';
import i18next from 'i18next';
import {
  DESIGN_SYSTEM_NS,
  designSystemBundledTranslations as designSystemTranslations,
} from '../i18n/namespace';

function createI18n(lng: 'en' | 'es' | 'pt') {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng,
    initAsync: false,
    resources: { [lng]: { [DESIGN_SYSTEM_NS]: designSystemTranslations[lng] } },
  });
  return i18n;
}
import { Select } from './Select';
import { Spinner, SPINNER_DELAY_MS } from './Spinner';

const wrap = (children: ReactNode) => (
  <I18nextProvider i18n={createI18n('pt')}>
    <ThemeProvider theme={theme}>{children}</ThemeProvider>
  </I18nextProvider>
);

describe('Select', () => {
  it('is disabled with one option or fewer (docs/product/chrome.md#search-bar)', () => {
    const { rerender } = render(
      wrap(<Select aria-label="type" options={[{ value: 'JOB', label: 'Jobs' }]} />),
    );
    expect(screen.getByLabelText('type')).toBeDisabled();
    rerender(wrap(<Select aria-label="type" options={[]} />));
    expect(screen.getByLabelText('type')).toBeDisabled();
    rerender(
      wrap(
        <Select
          aria-label="type"
          options={[
            { value: 'JOB', label: 'Jobs' },
            { value: 'VOLOP', label: 'Volunteer' },
          ]}
        />,
      ),
    );
    expect(screen.getByLabelText('type')).toBeEnabled();
  });
});

describe('Spinner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('appears only after 200 ms, so quick answers never flash it (docs/product/chrome.md#loading-indicator)', () => {
    expect(SPINNER_DELAY_MS).toBe(200);
    render(wrap(<Spinner />));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveAccessibleName('Carregando…');
  });
});
