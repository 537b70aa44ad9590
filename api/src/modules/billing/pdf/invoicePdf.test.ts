import type { Invoice } from '@opengood/contracts';
import { renderInvoicePdf } from './index';
import { pdfInfo, pdfLayoutText, pdfText } from './pdfText';
import { JOB_LINE, OPEN_INVOICE, ORG, PAID_INVOICE, REFUNDED_INVOICE } from './testFixtures';

// Invoices read back with pdftotext: what an organisation's admin, or their accountant, copies from them.

const CARD = { brand: 'VISA', last4: '4242' } as const;

describe('renderInvoicePdf', () => {
  it('prints a paid invoice in English: seller, buyer, number, dates, lines and total', async () => {
    const pdf = await renderInvoicePdf({ org: ORG, invoice: PAID_INVOICE, card: CARD }, 'en');
    const text = pdfText(pdf);
    for (const expected of [
      'OpenGood Foundation, Inc.',
      'EIN 84-2719356',
      'Invoice',
      '2026-000123',
      'Associação Ação Cidadã',
      'Rua da Consolação, 1200',
      '01302-001 São Paulo',
      'Brazil',
      'Tax ID: 12.345.678/0001-90',
      'November 20, 2026',
      'November 21, 2026',
      'Paid',
      'Job: Coordenador(a) de comunicação',
      'Internship: Estágio em captação',
      'Credit pack: 10 posting credits',
      'Paid by card: Visa •••• 4242',
    ])
      expect(text).toContain(expected);
    const layout = pdfLayoutText(pdf);
    expect(layout).toMatch(/Job: Coordenador\(a\) de comunicação +R\$129\.00/);
    expect(layout).toMatch(/Credit pack: 10 posting credits +R\$990\.00/);
    expect(layout).toMatch(/Total \(BRL\) +R\$1,168\.00/);
    expect(pdfInfo(pdf)).toMatchObject({ Title: 'Invoice 2026-000123', Author: 'OpenGood', Pages: '1' });
  });

  it('prints it in Spanish ("Factura") and Portuguese ("Fatura"), money and dates in each language', async () => {
    const es = await renderInvoicePdf({ org: ORG, invoice: PAID_INVOICE, card: CARD }, 'es');
    const esText = pdfText(es);
    for (const expected of [
      'Factura',
      'Número de factura',
      '20 de noviembre de 2026',
      'Pagada',
      'Empleo: Coordenador(a) de comunicação',
      'Pasantía: Estágio em captação',
      'Paquete de créditos: 10 créditos de publicación',
      'Pagado con tarjeta: Visa •••• 4242',
    ])
      expect(esText).toContain(expected);
    expect(pdfLayoutText(es)).toMatch(/Total \(BRL\) +1168,00 BRL/);
    expect(pdfInfo(es).Title).toBe('Factura 2026-000123');

    const pt = await renderInvoicePdf({ org: ORG, invoice: PAID_INVOICE, card: CARD }, 'pt');
    const ptText = pdfText(pt);
    for (const expected of [
      'Fatura',
      'Número da fatura',
      'Data de emissão',
      '20 de novembro de 2026',
      'Emprego: Coordenador(a) de comunicação',
      'Estágio: Estágio em captação',
      'Pacote de créditos: 10 créditos de publicação',
      'Brasil',
      'Pago com cartão: Visa •••• 4242',
    ])
      expect(ptText).toContain(expected);
    expect(pdfLayoutText(pt)).toMatch(/Total \(BRL\) +R\$ 1\.168,00/);
  });

  it('prints euros and dollars the way each language writes them', async () => {
    const eur: Invoice = {
      ...PAID_INVOICE,
      lines: [JOB_LINE, { ...PAID_INVOICE.lines[2]!, amount: 1221200 }],
      total: { amount: 1234100, currency: 'EUR' },
    };
    expect(pdfLayoutText(await renderInvoicePdf({ org: ORG, invoice: eur }, 'es'))).toMatch(
      /Total \(EUR\) +12\.341,00 €/,
    );
    expect(pdfLayoutText(await renderInvoicePdf({ org: ORG, invoice: eur }, 'en'))).toMatch(
      /Total \(EUR\) +€12,341\.00/,
    );
    const usd: Invoice = { ...PAID_INVOICE, total: { amount: 116800, currency: 'USD' } };
    expect(pdfLayoutText(await renderInvoicePdf({ org: ORG, invoice: usd }, 'pt'))).toMatch(
      /Total \(USD\) +US\$ 1\.168,00/,
    );
  });

  it('prints an unpaid invoice as a pro forma under its reference, without a number or card', async () => {
    const pdf = await renderInvoicePdf({ org: ORG, invoice: OPEN_INVOICE, card: CARD }, 'en');
    const text = pdfText(pdf);
    expect(text).toContain('Pro forma invoice');
    expect(text).toContain('#42');
    expect(text).toContain('Pro forma, not paid');
    expect(text).toContain('it is not a demand for payment');
    expect(text).toContain('Associação Ação Cidadã (no billing address chosen yet)');
    expect(text).not.toContain('2026-000123');
    expect(text).not.toContain('4242');
    expect(pdfText(await renderInvoicePdf({ org: ORG, invoice: OPEN_INVOICE }, 'pt'))).toContain(
      'Fatura pró-forma',
    );
  });

  it('names the credit note of a refunded invoice', async () => {
    const pdf = await renderInvoicePdf({ org: ORG, invoice: REFUNDED_INVOICE }, 'es');
    const text = pdfText(pdf);
    expect(pdfLayoutText(pdf)).toMatch(/Estado +Reembolsada/);
    expect(pdfLayoutText(pdf)).toMatch(/Nota de crédito +CN-2026-000004/);
    expect(text).toContain('consulte la nota de crédito CN-2026-000004');
  });

  it('names the organisation when the billing address bears another name', async () => {
    const invoice: Invoice = {
      ...PAID_INVOICE,
      billingAddress: { ...PAID_INVOICE.billingAddress!, name: 'Tesouraria Central', country: 'US' },
    };
    const text = pdfText(await renderInvoicePdf({ org: ORG, invoice }, 'en'));
    expect(text).toContain('Tesouraria Central');
    expect(text).toContain('Organisation: Associação Ação Cidadã');
    expect(text).toContain('São Paulo, SP 01302-001');
  });

  it('runs onto more pages for a long cart, each numbered, the total on the last', async () => {
    const listing = JOB_LINE;
    const invoice: Invoice = {
      ...PAID_INVOICE,
      lines: Array.from({ length: 45 }, (_, i) => ({
        ...listing,
        listingId: 100 + i,
        title: `Vaga ${i + 1}`,
      })),
      total: { amount: 45 * listing.amount, currency: 'BRL' },
    };
    const pdf = await renderInvoicePdf({ org: ORG, invoice }, 'pt');
    const text = pdfText(pdf);
    expect(pdfInfo(pdf).Pages).toBe('2');
    expect(text).toContain('Página 1 de 2');
    expect(text).toContain('Página 2 de 2');
    expect(text).toContain('Emprego: Vaga 45');
    expect(pdfLayoutText(pdf)).toMatch(/Total \(BRL\) +R\$ 5\.805,00/);
  });

  it('prints what Helvetica cannot draw as the nearest letter or "?", never as garbage', async () => {
    const invoice: Invoice = {
      ...PAID_INVOICE,
      lines: [{ ...JOB_LINE, title: 'Győr – Łódź office 🌍 東京' }],
    };
    const text = pdfText(await renderInvoicePdf({ org: ORG, invoice }, 'en'));
    expect(text).toContain('Job: Gyor – ?ódz office ? ??');
  });
});
