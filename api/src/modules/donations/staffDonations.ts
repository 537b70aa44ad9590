import { STAFF_PAGE_SIZE } from '@opengood/contracts';
import type { Db } from '../../platform/db/db';
import { presentDonation, type DonationRow } from './donationRepository';

// The staff search tab Donations (spec §2 result tabs): `q` matches the donor's name or email, the
// receipt number or the donation's id; 20 a page, newest first. The client secret never leaves.


const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function staffDonations(db: Db, q: string, page: number) {
  const where = `($1::text IS NULL OR name ILIKE $1 OR email ILIKE $1 OR receipt_number ILIKE $1 OR id::text = $2)`;
  const params = [q === '' ? null : like(q), q.toLowerCase()];
  const { rows } = await db.query<DonationRow>(
    `SELECT * FROM donations WHERE ${where} ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
    [...params, STAFF_PAGE_SIZE, (page - 1) * STAFF_PAGE_SIZE],
  );
  const { rows: counted } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM donations WHERE ${where}`,
    params,
  );
  return {
    results: rows.map((row) => {
      const { clientSecret: _secret, ...donation } = presentDonation(row);
      return donation;
    }),
    total: counted[0]?.n ?? 0,
    page,
  };
}
