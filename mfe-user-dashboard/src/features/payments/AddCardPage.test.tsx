import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AddCardRequest, PaymentMethod } from '@opengood/contracts';
import { refusal } from '../../testing/fixtures';
import { renderDashboard, testUser } from '../../testing/renderDashboard';
import { parseExpiry } from './AddCardPage';

const card = (overrides: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: 1,
  brand: 'VISA',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  status: 'ACTIVE',
  created: '2026-03-01T00:00:00.000Z',
  ...overrides,
});

function fill(number: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry date'), { target: { value: '12/30' } });
  fireEvent.change(screen.getByLabelText('Security code (CVC)'), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
}

describe('payment methods', () => {
  it('reads MM/YY and MM/YYYY', () => {
    expect(parseExpiry('04/29')).toEqual({ expMonth: 4, expYear: 2029 });
    expect(parseExpiry('4 / 2031')).toEqual({ expMonth: 4, expYear: 2031 });
    expect(parseExpiry('13/29')).toBeNull();
  });

  it('says clearly that a card was declined, keeps nothing, then saves a good card and confirms 3-D Secure', async () => {
    let cards: PaymentMethod[] = [];
    const { fake } = renderDashboard('/dashboard/payment-methods/add-card', 'en', testUser({ lang: 'en' }), {
      paymentMethods: () => ({ paymentMethods: cards }),
      addPaymentMethod: ({ body }) => {
        const { number } = body as AddCardRequest;
        if (number === '4000000000000002') return refusal(400, { card: 'CARD_DECLINED' });
        const added = card({ id: 2, last4: number.slice(-4), status: 'REQUIRES_ACTION' });
        cards = [added];
        return { paymentMethod: added };
      },
      confirmPaymentMethod: () => {
        cards = [card({ id: 2, last4: '3155' })];
        return { paymentMethod: cards[0]! };
      },
    });
    expect(await screen.findByText('You have no saved cards.')).toBeInTheDocument();
    fill('4000 0000 0000 0002');
    expect(await screen.findByTestId('card-refused')).toHaveTextContent('Your bank declined this card.');
    expect(screen.queryByTestId('payment-card')).toBeNull();
    expect(screen.getByLabelText('Card number')).toHaveValue('');

    fill('4000 0025 0000 3155');
    expect(
      await screen.findByText('Your bank asks you to confirm this card before it can be used.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm with my bank' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm with my bank' })).toBeNull());
    expect(screen.getByTestId('payment-card')).toHaveTextContent('Visa ending in 3155, expires 12/2030');
    expect(fake.callsOf('addPaymentMethod')[0]?.body).toEqual({
      number: '4000000000000002',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    expect(fake.callsOf('confirmPaymentMethod')).toEqual([expect.objectContaining({ params: { id: '2' } })]);
  });

  it('checks the form before sending and removes a card, in Portuguese', async () => {
    let cards = [card()];
    const { fake } = renderDashboard('/dashboard/payment-methods/add-card', 'pt', testUser(), {
      paymentMethods: () => ({ paymentMethods: cards }),
      deletePaymentMethod: () => {
        cards = [];
        return { ok: true };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar cartão' }));
    expect(screen.getByText('Confira o número do cartão.')).toBeInTheDocument();
    expect(screen.getByLabelText('Número do cartão')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsOf('addPaymentMethod')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remover Visa final 4242, validade 12/2030' }));
    expect(await screen.findByText('Você não tem cartões salvos.')).toBeInTheDocument();
    expect(fake.callsOf('deletePaymentMethod')).toHaveLength(1);
  });

  it('counts a card already gone (404) as removed', async () => {
    renderDashboard('/dashboard/payment-methods/add-card', 'en', testUser({ lang: 'en' }), {
      paymentMethods: { paymentMethods: [card()] },
      deletePaymentMethod: refusal(404),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove Visa ending in 4242, expires 12/2030' }),
    );
    await waitFor(() => expect(screen.queryByTestId('payment-card')).toBeNull());
  });
});
