import type { BillingAddress } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { MAX_ID } from '../../platform/db/sql';

// Billing addresses (docs/product/billing.md "Checkout"): an organisation keeps several; an invoice names
// one while OPEN and keeps a copy (invoices.billing_address) once paid.

export interface AddressFields {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postalCode: string | null;
  country: string;
  taxId: string | null;
  email: string | null;
}

interface AddressRow {
  id: number;
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postal_code: string | null;
  country: string;
  tax_id: string | null;
  email: string | null;
}

const COLUMNS = 'id, name, line1, line2, city, region, postal_code, country, tax_id, email';

export const presentAddress = (r: AddressRow): BillingAddress => ({
  id: r.id,
  name: r.name,
  line1: r.line1,
  line2: r.line2,
  city: r.city,
  region: r.region,
  postalCode: r.postal_code,
  country: r.country,
  taxId: r.tax_id,
  email: r.email,
});

/** The organisation's addresses, the most recently saved first (checkout takes the first). */
export async function findAddresses(db: Db, orgId: number): Promise<BillingAddress[]> {
  const { rows } = await db.query<AddressRow>(
    `SELECT ${COLUMNS} FROM billing_addresses WHERE org_id = $1 ORDER BY updated_at DESC, id DESC`,
    [orgId],
  );
  return rows.map(presentAddress);
}

/** One of the organisation's addresses; another organisation's is null. */
export async function findAddress(db: Db, orgId: number, id: number): Promise<BillingAddress | null> {
  if (id > MAX_ID) return null;
  const { rows } = await db.query<AddressRow>(
    `SELECT ${COLUMNS} FROM billing_addresses WHERE org_id = $1 AND id = $2`,
    [orgId, id],
  );
  return rows[0] ? presentAddress(rows[0]) : null;
}

const values = (a: AddressFields) => [
  a.name,
  a.line1,
  a.line2,
  a.city,
  a.region,
  a.postalCode,
  a.country,
  a.taxId,
  a.email,
];

export async function insertAddress(db: Db, orgId: number, a: AddressFields): Promise<BillingAddress> {
  const { rows } = await db.query<AddressRow>(
    `INSERT INTO billing_addresses (org_id, name, line1, line2, city, region, postal_code, country, tax_id, email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
    [orgId, ...values(a)],
  );
  return presentAddress(rows[0]!);
}

/** Null when the address is not the organisation's. */
export async function updateAddress(
  db: Db,
  orgId: number,
  id: number,
  a: AddressFields,
): Promise<BillingAddress | null> {
  if (id > MAX_ID) return null;
  const { rows } = await db.query<AddressRow>(
    `UPDATE billing_addresses SET name = $3, line1 = $4, line2 = $5, city = $6, region = $7, postal_code = $8,
            country = $9, tax_id = $10, email = $11, updated_at = now()
      WHERE org_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [orgId, id, ...values(a)],
  );
  return rows[0] ? presentAddress(rows[0]) : null;
}
