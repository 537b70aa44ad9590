import { BILLING_ERROR_CODES as B, type Invoice, type OrgInvoiceAnswer } from '@opengood/contracts';
import { ConflictError, NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import type { Lang } from '@opengood/contracts';
import { findAddress } from './addressRepository';
import { invoiceFileName, renderInvoicePdf } from './pdf';
import { findPayment } from './paymentRepository';
import { findBillingOrg } from './billingOrg';
import { orgOf } from './cart';
import {
  findInvoice,
  findInvoicesOfOrg,
  presentInvoice,
  presentInvoices,
  setInvoiceAddress,
} from './invoiceRepository';

// Invoices as their organisation's admins (and staff) read them (docs/product/billing.md "Invoices").

export const noInvoice = () => new NotFoundError({ invoiceId: 'No invoice with this id' });

export async function listInvoices(db: Db, orgId: number): Promise<Invoice[]> {
  await orgOf(db, orgId);
  return presentInvoices(db, await findInvoicesOfOrg(db, orgId));
}

export async function getInvoice(db: Db, orgId: number, invoiceId: number): Promise<Invoice> {
  const row = await findInvoice(db, invoiceId, orgId);
  if (!row) throw noInvoice();
  return presentInvoice(db, row);
}

/** The address an OPEN invoice is made out to; a paid one keeps its copy (409 INVOICE_PAID). */
export async function setBillingAddress(
  db: Db,
  orgId: number,
  invoiceId: number,
  billingAddressId: number,
): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const row = await findInvoice(tx, invoiceId, orgId, true);
    if (!row) throw noInvoice();
    if (row.status === 'PAID' || row.status === 'REFUNDED')
      throw new ConflictError({ invoice: B.INVOICE_PAID }, 'A paid invoice keeps its billing address');
    if (row.status !== 'OPEN')
      throw new ConflictError({ invoiceIds: B.INVOICE_NOT_PAYABLE }, 'This invoice was replaced');
    if (!(await findAddress(tx, orgId, billingAddressId)))
      throw new ConflictError(
        { billingAddressId: B.BILLING_ADDRESS_REQUIRED },
        'Not this organisation’s address',
      );
    await setInvoiceAddress(tx, [invoiceId], billingAddressId);
    return presentInvoice(tx, (await findInvoice(tx, invoiceId, orgId))!);
  });
}

/** The signed-in reader of an invoice, as the session names them. */
export interface InvoiceReader {
  isStaff: boolean;
  adminOrgIds: readonly number[];
}

/** Who may read an invoice outside its organisation's dashboard: its organisation's admins and staff. */
export const mayReadInvoice = (user: InvoiceReader, orgId: number) =>
  user.isStaff || user.adminOrgIds.includes(orgId);

/**
 * GET /data/invoices/{invoiceId} (spec §7): the invoice and the organisation it is made out to. Anyone but
 * its organisation's admins and staff is told there is no such invoice (404), so ids reveal nothing.
 */
export async function invoiceForReader(
  db: Db,
  user: InvoiceReader,
  invoiceId: number,
): Promise<Omit<OrgInvoiceAnswer, '_version'>> {
  const row = await findInvoice(db, invoiceId, null);
  if (!row || !mayReadInvoice(user, row.org_id)) throw noInvoice();
  const org = await findBillingOrg(db, row.org_id);
  if (!org) throw noInvoice();
  return { org: { id: org.id, name: org.name, slug: org.slug }, invoice: await presentInvoice(db, row) };
}

/**
 * The printable invoice for the same readers as invoiceForReader (anyone else: 404): the PDF in `lang`,
 * with the card that paid it, and its file name in the reader's language (`Factura-2026-000123.pdf`; a pro
 * forma by its id before it is paid).
 */
export async function invoicePdfForReader(
  db: Db,
  user: InvoiceReader,
  invoiceId: number,
  lang: Lang,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { org, invoice } = await invoiceForReader(db, user, invoiceId);
  const payment = invoice.paymentId === null ? null : await findPayment(db, invoice.paymentId, org.id);
  const card =
    payment?.card_brand && payment.card_last4
      ? { brand: payment.card_brand, last4: payment.card_last4 }
      : null;
  const pdf = await renderInvoicePdf({ org, invoice, card }, lang);
  return { pdf, fileName: invoiceFileName(invoice, lang) };
}
