import type {
  BillingAddress,
  BillingCurrency,
  Invoice,
  InvoiceLine,
  InvoiceStatus,
  PackId,
} from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { MAX_ID } from '../../platform/db/sql';
import { presentAddress } from './addressRepository';

// Invoices and their lines (docs/product/billing.md "Invoices"). An invoice snapshots the prices of the
// day it is issued (its lines' amounts); it is OPEN until paid (PAID, numbered), replaced (VOID) or
// refunded (REFUNDED, with a credit note).

export interface InvoiceRow {
  id: number;
  org_id: number;
  status: InvoiceStatus;
  currency: BillingCurrency;
  total: number;
  billing_address_id: number | null;
  billing_address: BillingAddress | null;
  number: string | null;
  credit_note_number: string | null;
  payment_id: number | null;
  created_at: Date | string;
  paid_at: Date | string | null;
}

interface LineRow {
  invoice_id: number;
  kind: 'LISTING' | 'PACK';
  listing_id: number | null;
  listing_type: string | null;
  title: string | null;
  pack_id: string | null;
  credits: number | null;
  amount: number;
}

const COLUMNS = `i.id, i.org_id, i.status, i.currency, i.total, i.billing_address_id, i.billing_address, i.number,
  i.credit_note_number, i.payment_id, i.created_at, i.paid_at`;

export type NewLine =
  | { kind: 'LISTING'; listingId: number; listingType: 'JOB' | 'INTERNSHIP'; title: string; amount: number }
  | { kind: 'PACK'; packId: PackId; credits: number; amount: number };

/** A new OPEN invoice with its lines; the total is their sum. */
export async function insertInvoice(
  tx: Db,
  orgId: number,
  currency: BillingCurrency,
  lines: readonly NewLine[],
  billingAddressId: number | null,
): Promise<number> {
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO invoices (org_id, status, currency, total, billing_address_id) VALUES ($1, 'OPEN', $2, $3, $4)
     RETURNING id`,
    [orgId, currency, total, billingAddressId],
  );
  const id = rows[0]!.id;
  for (const l of lines)
    await tx.query(
      `INSERT INTO invoice_lines (invoice_id, kind, listing_id, listing_type, title, pack_id, credits, amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      l.kind === 'LISTING'
        ? [id, l.kind, l.listingId, l.listingType, l.title, null, null, l.amount]
        : [id, l.kind, null, null, null, l.packId, l.credits, l.amount],
    );
  return id;
}

/** The invoice, when it is the organisation's (any organisation's when orgId is null), locked when asked. */
export async function findInvoice(
  db: Db,
  id: number,
  orgId: number | null,
  lock = false,
): Promise<InvoiceRow | null> {
  if (id > MAX_ID) return null;
  const { rows } = await db.query<InvoiceRow>(
    `SELECT ${COLUMNS} FROM invoices i WHERE i.id = $1 AND ($2::int IS NULL OR i.org_id = $2)
     ${lock ? 'FOR UPDATE' : ''}`,
    [id, orgId],
  );
  return rows[0] ?? null;
}

/** Several invoices of the organisation by id, in id order, locked for the caller's transaction. */
export async function lockInvoices(tx: Db, orgId: number, ids: readonly number[]): Promise<InvoiceRow[]> {
  const { rows } = await tx.query<InvoiceRow>(
    `SELECT ${COLUMNS} FROM invoices i WHERE i.org_id = $1 AND i.id = ANY($2::int[]) ORDER BY i.id FOR UPDATE`,
    [orgId, ids.filter((id) => id <= MAX_ID)],
  );
  return rows;
}

/** The organisation's invoices, newest first (VOID ones left out when `withVoid` is false). */
export async function findInvoicesOfOrg(db: Db, orgId: number, withVoid = false): Promise<InvoiceRow[]> {
  const { rows } = await db.query<InvoiceRow>(
    `SELECT ${COLUMNS} FROM invoices i WHERE i.org_id = $1 ${withVoid ? '' : "AND i.status <> 'VOID'"}
      ORDER BY i.created_at DESC, i.id DESC`,
    [orgId],
  );
  return rows;
}

/** The organisation's OPEN invoices, locked (checkout replaces or reuses them). */
export async function lockOpenInvoices(tx: Db, orgId: number): Promise<InvoiceRow[]> {
  const { rows } = await tx.query<InvoiceRow>(
    `SELECT ${COLUMNS} FROM invoices i WHERE i.org_id = $1 AND i.status = 'OPEN' ORDER BY i.id FOR UPDATE`,
    [orgId],
  );
  return rows;
}

export async function linesOf(db: Db, invoiceIds: readonly number[]): Promise<Map<number, InvoiceLine[]>> {
  const { rows } = await db.query<LineRow>(
    `SELECT invoice_id, kind, listing_id, listing_type, title, pack_id, credits, amount
       FROM invoice_lines WHERE invoice_id = ANY($1::int[]) ORDER BY invoice_id, id`,
    [invoiceIds],
  );
  const byInvoice = new Map<number, InvoiceLine[]>();
  for (const r of rows) {
    const line: InvoiceLine =
      r.kind === 'LISTING'
        ? {
            kind: 'LISTING',
            // A listing deleted since keeps its line (the title and type were copied); its id is gone.
            listingId: r.listing_id ?? 0,
            listingType: r.listing_type as 'JOB' | 'INTERNSHIP',
            title: r.title!,
            amount: r.amount,
          }
        : { kind: 'PACK', packId: r.pack_id as PackId, credits: r.credits!, amount: r.amount };
    byInvoice.set(r.invoice_id, [...(byInvoice.get(r.invoice_id) ?? []), line]);
  }
  return byInvoice;
}

/** VOID: replaced before payment (the cart changed). Only OPEN ones change. */
export async function voidInvoices(tx: Db, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(
    `UPDATE invoices SET status = 'VOID', voided_at = $2 WHERE id = ANY($1::int[]) AND status = 'OPEN'`,
    [ids, now],
  );
}

/** The organisation's OPEN invoices that hold a line for the listing. */
export async function openInvoicesWithListing(tx: Db, orgId: number, listingId: number): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT DISTINCT i.id FROM invoices i JOIN invoice_lines l ON l.invoice_id = i.id
      WHERE i.org_id = $1 AND i.status = 'OPEN' AND l.listing_id = $2`,
    [orgId, listingId],
  );
  return rows.map((r) => r.id);
}

export async function setInvoiceAddress(tx: Db, ids: readonly number[], addressId: number): Promise<void> {
  await tx.query(
    `UPDATE invoices SET billing_address_id = $2 WHERE id = ANY($1::int[]) AND status = 'OPEN'`,
    [ids, addressId],
  );
}

/** The address row an OPEN invoice names, for invoices not paid yet (a paid one carries its copy). */
export async function addressesByIds(db: Db, ids: readonly number[]): Promise<Map<number, BillingAddress>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<Parameters<typeof presentAddress>[0]>(
    `SELECT id, name, line1, line2, city, region, postal_code, country, tax_id, email
       FROM billing_addresses WHERE id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, presentAddress(r)]));
}

const iso = (v: Date | string) => new Date(v).toISOString();

/** Invoices as the contract has them, their lines and addresses read in two queries. */
export async function presentInvoices(db: Db, rows: readonly InvoiceRow[]): Promise<Invoice[]> {
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  const addresses = await addressesByIds(db, [
    ...new Set(
      rows.flatMap((r) => (r.billing_address || r.billing_address_id === null ? [] : [r.billing_address_id])),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    orgId: r.org_id,
    number: r.number,
    status: r.status,
    lines: lines.get(r.id) ?? [],
    total: { amount: r.total, currency: r.currency },
    billingAddress:
      r.billing_address ??
      (r.billing_address_id === null ? null : (addresses.get(r.billing_address_id) ?? null)),
    created: iso(r.created_at),
    paid: r.paid_at === null ? null : iso(r.paid_at),
    paymentId: r.payment_id,
    creditNoteNumber: r.credit_note_number,
  }));
}

export async function presentInvoice(db: Db, row: InvoiceRow): Promise<Invoice> {
  return (await presentInvoices(db, [row]))[0]!;
}
