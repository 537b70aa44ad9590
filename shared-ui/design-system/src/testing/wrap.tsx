import type { ReactNode } from 'react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { DESIGN_SYSTEM_NS, designSystemBundledTranslations as designSystemTranslations } from '../i18n/namespace';

/** Test-only: the design system's strings and theme around a primitive. */
export function wrap(children: ReactNode, lng: 'en' | 'es' | 'pt' = 'en') {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng,
    initAsync: false,
    resources: { [lng]: { [DESIGN_SYSTEM_NS]: designSystemTranslations[lng] } },
  });
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </I18nextProvider>
  );
}
