import { screen } from '@testing-library/react';
import type { Donation } from '@opengood/contracts';
import { refusal, renderOrgArea } from '../../testing/renderOrgArea';

const ID = '0b7e4a52-93f5-4b8e-9b1c-2f1d8c9a6e01';
const donation = (over: Partial<Donation> = {}): Donation => ({
  id: ID,
  status: 'SUCCEEDED',
  amount: { amount: 10000, currency: 'BRL' },
  name: 'Ana Lima',
  email: 'ana@example.org',
  anonymous: true,
  receiptNumber: 'D-2026-000042',
  clientSecret: null,
  created: '2026-11-26T10:00:00.000Z',
  card: { brand: 'VISA', last4: '4242' },
  ...over,
});

describe('/donation-receipts/{id}', () => {
  it('shows the number, amount, date and name in the page language, the PDF and print', async () => {
    renderOrgArea(`/donation-receipts/${ID}`, 'pt', null, { donation: { donation: donation() } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Obrigado pela sua doação' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('receipt-number')).toHaveTextContent('D-2026-000042');
    expect(screen.getByTestId('receipt-amount').textContent).toMatch(/^R\$\s100,00$/);
    expect(screen.getByText('26 de nov. de 2026')).toBeInTheDocument();
    expect(screen.getByText('Ana Lima')).toBeInTheDocument();
    expect(screen.getByText('Não aparece entre os doadores')).toBeInTheDocument();
    expect(screen.getByText('Visa final 4242')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute(
      'href',
      `/data/donations/${ID}/receipt.pdf`,
    );
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fazer outra doação' })).toHaveAttribute('href', '/pt/doacao');
    expect(document.title).toContain('D-2026-000042');
  });

  it('a payment still waiting for the bank has no number and no PDF yet', async () => {
    renderOrgArea(`/donation-receipts/${ID}`, 'en', null, {
      donation: {
        donation: donation({ status: 'REQUIRES_ACTION', receiptNumber: null, clientSecret: 'pi_1_secret_x' }),
      },
    });
    expect(await screen.findByText(/Waiting for your bank/)).toBeInTheDocument();
    expect(screen.queryByTestId('receipt-number')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });

  it('an unknown id is not found', async () => {
    const { fake } = renderOrgArea(`/donation-receipts/${ID}`, 'en', null, { donation: refusal(404) });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(fake.callsOf('donation')).toHaveLength(1);
  });

  it('an address that is no donation id is not found without asking the api', async () => {
    const { fake } = renderOrgArea('/donation-receipts/12', 'en', null, {});
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(fake.callsOf('donation')).toHaveLength(0);
  });
});
