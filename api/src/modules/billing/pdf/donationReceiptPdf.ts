import type { Donation, Lang } from '@opengood/contracts';
import { block, columns, facts, header, issuerLines, paragraph } from './blocks';
import { BOLD, createPdf, MARGIN } from './document';
import { formatDate, formatMoney, printable } from './format';
import { pdfT } from './i18n';
import { ISSUER, type Issuer } from './issuer';

export interface DonationReceiptPdfInput {
  donation: Donation;
  /** The nonprofit that received the gift; the platform's unless told otherwise. */
  platform?: Issuer;
}

/**
 * The receipt of a gift (GET /donation-receipts/{id}): its number, the donor, the amount and date, thanks,
 * and the statement that nothing was given in exchange, which donors need to deduct a gift (e.g. IRS
 * Publication 1771, "Written Acknowledgment"). The receipt bears the donor's name even when the gift is
 * anonymous: anonymity hides the name from public lists, not from the donor's own receipt.
 */
export function renderDonationReceiptPdf(input: DonationReceiptPdfInput, lang: Lang): Promise<Buffer> {
  const { donation } = input;
  if (!donation.receiptNumber)
    throw new RangeError(`donation ${donation.id} has no receipt: it is ${donation.status}`);
  const issuer = input.platform ?? ISSUER;
  const t = pdfT(lang);
  const title = t('receipt.title');
  const pdf = createPdf({
    title: `${title} ${donation.receiptNumber}`,
    subject: `${title} ${donation.receiptNumber} – ${donation.name}`,
    t,
    lang,
    issuer,
  });
  const taxId = (value: string) => t('document.taxId', { taxId: value });
  const amount = formatMoney(donation.amount, lang);

  let y = header(pdf, title);
  y = columns(
    pdf,
    y,
    (x, width) => block(pdf, x, y, width, t('receipt.recipient'), issuerLines(issuer, lang, taxId)),
    (x, width) =>
      facts(pdf, x, y, width, [
        [t('receipt.number'), donation.receiptNumber!],
        [t('receipt.date'), formatDate(donation.created, lang)],
      ]),
  );
  y = block(pdf, MARGIN, y, 300, t('receipt.donor'), [donation.name, donation.email]) + 20;

  const { doc } = pdf;
  doc
    .font(BOLD)
    .fontSize(18)
    .text(printable(`${t('receipt.amount')}: ${amount}`), MARGIN, y);
  y = doc.y + 14;
  if (donation.card)
    y = paragraph(
      pdf,
      y,
      t('receipt.paidWith', { brand: t(`cardBrand.${donation.card.brand}`), last4: donation.card.last4 }),
    );
  if (donation.status === 'REFUNDED') y = paragraph(pdf, y, t('receipt.refunded'), { bold: true });
  y = paragraph(pdf, y, t('receipt.thanks', { name: donation.name, issuer: issuer.name }));
  y = paragraph(pdf, y, t('receipt.noGoods', { legalName: issuer.legalName, taxId: issuer.taxId }));
  paragraph(pdf, y, t('receipt.keep'), { muted: true });
  return pdf.finish();
}
