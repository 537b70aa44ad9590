import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAccountPage } from '../testing/renderAccountPage';

describe('ForgotPasswordPage', () => {
  it('confirms the same way whatever the address', async () => {
    const { fake } = renderAccountPage('/forgot-password', { api: { forgotPassword: { ok: true } } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' nobody@example.org ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the link' })));
    expect(fake.callsOf('forgotPassword').map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/data/website/forgot-password', { email: 'nobody@example.org' }],
    ]);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Check your email' })).toHaveFocus());
    expect(screen.getByText(/If an account uses nobody@example.org/)).toBeInTheDocument();
  });

  it('refuses what is not an email before sending', async () => {
    const { fake } = renderAccountPage('/forgot-password', { lang: 'pt' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enviar o link' })));
    expect(fake.calls).toEqual([]);
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Erro: Digite um e-mail como nome@exemplo.org.',
    );
  });
});
