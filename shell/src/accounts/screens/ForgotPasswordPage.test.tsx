import { act, fireEvent, screen } from '@testing-library/react';
import { renderAccountPage } from '../testing/renderAccountPage';

describe('ForgotPasswordPage', () => {
  it('confirms the same way whatever the address', async () => {
    const { http } = renderAccountPage('/forgot-password', { post: async () => ({ ok: true }) });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' nobody@example.org ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the link' })));
    expect(http.post).toHaveBeenCalledWith('/data/website/forgot-password', {
      email: 'nobody@example.org',
    });
    expect(screen.getByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(screen.getByText(/If an account uses nobody@example.org/)).toBeInTheDocument();
  });

  it('refuses what is not an email before sending', () => {
    const { http } = renderAccountPage('/forgot-password', { lang: 'pt' });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar o link' }));
    expect(http.post).not.toHaveBeenCalled();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Digite um e-mail como nome@exemplo.org.',
    );
  });
});
