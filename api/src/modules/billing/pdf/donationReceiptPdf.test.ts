import type { Donation } from '@opengood/contracts';
import { renderDonationReceiptPdf } from './index';
import { pdfInfo, pdfLayoutText, pdfText } from './pdfText';
import { DONATION } from './testFixtures';

describe('renderDonationReceiptPdf', () => {
  it.each([
    [
      'pt',
      'Recibo de doação',
      'Número do recibo',
      '21 de novembro de 2026',
      'Valor da doação: R$ 250,00',
      'Obrigado, João Conceição, pela sua doação',
      'Nenhum bem ou serviço foi fornecido em troca desta doação.',
    ],
    [
      'es',
      'Recibo de donación',
      'Número de recibo',
      '21 de noviembre de 2026',
      'Importe de la donación: 250,00 BRL',
      'Gracias, João Conceição, por tu donación',
      'No se entregaron bienes ni servicios a cambio de esta donación.',
    ],
    [
      'en',
      'Donation receipt',
      'Receipt number',
      'November 21, 2026',
      'Amount of gift: R$250.00',
      'Thank you, João Conceição, for your gift',
      'No goods or services were provided in exchange for this contribution.',
    ],
  ] as const)(
    'prints the receipt of a gift in %s',
    async (lang, title, numberLabel, date, amount, thanks, noGoods) => {
      const pdf = await renderDonationReceiptPdf({ donation: DONATION }, lang);
      const text = pdfText(pdf);
      for (const expected of [
        title,
        numberLabel,
        'D-2026-000042',
        date,
        amount,
        thanks,
        noGoods,
        'EIN 84-2719356',
      ])
        expect(text).toContain(expected);
      expect(text).toContain('joao@example.org');
      expect(text).toContain('Mastercard •••• 4444');
      expect(pdfLayoutText(pdf)).toMatch(new RegExp(`${numberLabel} +D-2026-000042`));
      expect(pdfInfo(pdf)).toMatchObject({ Title: `${title} D-2026-000042`, Author: 'OpenGood' });
    },
  );

  it('bears the donor’s name even for an anonymous gift, in the donor’s currency', async () => {
    const gift: Donation = {
      ...DONATION,
      anonymous: true,
      amount: { amount: 5000, currency: 'EUR' },
      card: null,
    };
    const text = pdfText(await renderDonationReceiptPdf({ donation: gift }, 'es'));
    expect(text).toContain('João Conceição');
    expect(text).toContain('Importe de la donación: 50,00 €');
    expect(text).not.toContain('tarjeta');
  });

  it('says so on the receipt of a refunded gift', async () => {
    const text = pdfText(
      await renderDonationReceiptPdf({ donation: { ...DONATION, status: 'REFUNDED' } }, 'pt'),
    );
    expect(text).toContain('Esta doação foi reembolsada: este recibo não é mais válido.');
  });

  it('refuses a gift that has not succeeded (it has no receipt yet)', () => {
    const pending: Donation = { ...DONATION, status: 'REQUIRES_ACTION', receiptNumber: null };
    expect(() => renderDonationReceiptPdf({ donation: pending }, 'en')).toThrow(RangeError);
  });
});
