import { render, screen } from '@testing-library/react';
import { AppProviders, addNamespace, createAppStore, createI18n, type HttpClient } from '@opengood/platform';
import { SHELL_NS, shellTranslations } from '../i18n/namespace';
import { AccountPage, accountScreenFor } from './AccountPage';

describe('accountScreenFor', () => {
  it('names the account screen of each shell-owned path', () => {
    expect(accountScreenFor('/login')).toBe('login');
    expect(accountScreenFor('/fair/login')).toBe('login');
    expect(accountScreenFor('/signup')).toBe('signup');
    expect(accountScreenFor('/forgot-password')).toBe('forgotPassword');
    expect(accountScreenFor('/reset-password/abc123')).toBe('resetPassword');
    expect(accountScreenFor('/invalid-or-expired-link')).toBe('invalidLink');
    expect(accountScreenFor('/es/orgs/registrate')).toBe('signUpToPost');
  });
});

describe('AccountPage', () => {
  it('offers the way out in the page language (the platform strings, not raw keys)', () => {
    const store = createAppStore();
    const i18n = createI18n('es');
    addNamespace(i18n, SHELL_NS, shellTranslations);
    const platform = { http: {} as HttpClient, preload: () => undefined, supportUrl: '' };
    render(
      <AppProviders store={store} i18n={i18n} platform={platform}>
        <AccountPage pathname="/signup" />
      </AppProviders>,
    );
    expect(screen.getByRole('link', { name: 'Buscar empleos' })).toHaveAttribute('href', '/es/empleos');
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toBeInTheDocument();
  });
});
