import { billingCurrencyOf, type BillingCurrency, type OrgType } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { MAX_ID } from '../../platform/db/sql';
import { liveOrgSql } from '../listings';

// The organisation as billing sees it: its name (invoices are made out by the platform to it), its type
// (the price tier) and its currency (billingCurrencyOf the country of its place). Read-only: the
// organizations and places tables are their modules'.

export interface BillingOrg {
  id: number;
  name: string;
  slug: string | null;
  orgType: OrgType;
  currency: BillingCurrency;
}

/** A live organisation (not deleted), or null. */
export async function findBillingOrg(db: Db, orgId: number): Promise<BillingOrg | null> {
  if (orgId > MAX_ID) return null;
  const { rows } = await db.query<{
    id: number;
    name: string;
    slug: string | null;
    org_type: OrgType;
    country_code: string | null;
  }>(
    `SELECT o.id, o.name, o.slug, o.org_type, p.country_code
       FROM organizations o LEFT JOIN places p ON p.id = o.place_id
      WHERE o.id = $1 AND ${liveOrgSql('o')}`,
    [orgId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    orgType: row.org_type,
    currency: billingCurrencyOf(row.country_code),
  };
}
