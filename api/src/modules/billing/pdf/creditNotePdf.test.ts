import { renderCreditNotePdf } from './index';
import { pdfInfo, pdfLayoutText, pdfText } from './pdfText';
import { ORG, PAID_INVOICE, REFUNDED_INVOICE } from './testFixtures';

const REFUNDED_AT = '2026-11-25T09:15:00.000Z';

describe('renderCreditNotePdf', () => {
  it.each([
    ['en', 'Credit note', 'Refund of invoice', 'November 25, 2026', /Total refunded \(BRL\) +-R\$1,168\.00/],
    [
      'es',
      'Nota de crédito',
      'Reembolso de la factura',
      '25 de noviembre de 2026',
      /Total reembolsado \(BRL\) +-1168,00 BRL/,
    ],
    [
      'pt',
      'Nota de crédito',
      'Reembolso da fatura',
      '25 de novembro de 2026',
      /Total reembolsado \(BRL\) +-R\$ 1\.168,00/,
    ],
  ] as const)(
    'prints the refund of an invoice in %s, its amounts negative',
    async (lang, title, label, date, total) => {
      const pdf = await renderCreditNotePdf(
        { org: ORG, invoice: REFUNDED_INVOICE, refunded: REFUNDED_AT },
        lang,
      );
      const text = pdfText(pdf);
      for (const expected of [title, 'CN-2026-000004', label, '2026-000123', date, 'Associação Ação Cidadã'])
        expect(text).toContain(expected);
      const layout = pdfLayoutText(pdf);
      expect(layout).toMatch(total);
      expect(layout).toMatch(/Coordenador\(a\) de comunicação +-/);
      expect(pdfInfo(pdf)).toMatchObject({ Title: `${title} CN-2026-000004`, Author: 'OpenGood' });
    },
  );

  it('says which invoice it cancels and where the money went', async () => {
    const text = pdfText(
      await renderCreditNotePdf(
        {
          org: ORG,
          invoice: REFUNDED_INVOICE,
          refunded: REFUNDED_AT,
          card: { brand: 'AMEX', last4: '0005' },
        },
        'en',
      ),
    );
    expect(text).toContain('American Express •••• 0005');
    expect(text).toContain('The amount of invoice 2026-000123 was refunded in full');
  });

  it('refuses an invoice that was not refunded (no credit note to print)', () => {
    expect(() =>
      renderCreditNotePdf({ org: ORG, invoice: PAID_INVOICE, refunded: REFUNDED_AT }, 'en'),
    ).toThrow(RangeError);
  });
});
