import { Router } from 'express';
import { z } from 'zod';
import { DATA_ROUTES, LANGS, type DonationAnswer, type Lang } from '@opengood/contracts';
import { accessGuard } from '../../platform/auth';
import { parseInput } from '../../platform/http/validation';
import { confirmDonation, donate, donationById, type DonationDeps } from './donate';
import { donationReceiptPdf } from './receiptPdf';
import { staffDonations } from './staffDonations';

const {
  donate: donateRoute,
  confirmDonation: confirmRoute,
  donation,
  donationReceipt,
  staffDonations: staff,
} = DATA_ROUTES;

/** `?lang=` of the receipt: the page's language; the donor's own by default. */
const receiptQuerySchema = z.object({ lang: z.enum(LANGS).optional() });

/** The donor's language: the page's (the request says it), else the signed-in user's, else English. */
async function langOf(deps: DonationDeps, asked: Lang | undefined, userId: number | null): Promise<Lang> {
  if (asked) return asked;
  if (userId === null) return 'en';
  const { rows } = await deps.db.query<{ lang: Lang }>('SELECT lang FROM users WHERE id = $1', [userId]);
  return rows[0]?.lang ?? 'en';
}

/** Donations (docs/product/billing.md#donations): give, confirm the bank's challenge, read, the receipt; staff's tab. */
export function donationRoutes(deps: DonationDeps): Router {
  const router = Router();

  router.post(donateRoute.path, accessGuard(donateRoute), async (req, res) => {
    const { lang, ...body } = parseInput(donateRoute.body, req.body);
    const userId = req.user?.id ?? null;
    const result = await donate(deps, body, { userId, lang: await langOf(deps, lang, userId) });
    const answer: DonationAnswer = { donation: result.donation };
    res.status(result.status).set('Cache-Control', 'no-store').json(answer);
  });

  router.post(confirmRoute.path, accessGuard(confirmRoute), async (req, res) => {
    const { donationId } = parseInput(confirmRoute.params, req.params);
    const answer: DonationAnswer = { donation: await confirmDonation(deps, donationId) };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  router.get(donation.path, accessGuard(donation), async (req, res) => {
    const { donationId } = parseInput(donation.params, req.params);
    const answer: DonationAnswer = { donation: await donationById(deps.db, donationId) };
    res.set('Cache-Control', 'private, no-store').json(answer);
  });

  router.get(donationReceipt.path, accessGuard(donationReceipt), async (req, res) => {
    const { donationId } = parseInput(donationReceipt.params, req.params);
    const { lang } = parseInput(receiptQuerySchema, req.query);
    const { pdf, receiptNumber } = await donationReceiptPdf(deps.db, deps.renderReceipt, donationId, lang);
    res
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${receiptNumber}.pdf"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      })
      .end(pdf);
  });

  router.get(staff.path, accessGuard(staff), async (req, res) => {
    const { q, page } = parseInput(staff.query, req.query);
    res.set('Cache-Control', 'private, no-store').json(await staffDonations(deps.db, q, page));
  });
  return router;
}
