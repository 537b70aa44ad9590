import { Router, type RequestHandler } from 'express';
import { DATA_ROUTES, STAFF_PAGE_SIZE } from '@opengood/contracts';
import { accessGuard } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { searchUsersForStaff } from '../accounts';
import type { PaymentProvider } from '../payments';
import { refundPayment } from './refunds';
import { staffInvoices, staffPayments } from './staffSearch';

/** The staff search tabs Users, Invoices and Payments, and refunds (the route table: staff only). */
export function staffBillingRoutes(db: Db, provider: PaymentProvider): Router {
  const router = Router();
  // Billing answers name amounts, addresses and people: never kept by a cache on the way.
  const noStore: RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  };
  const guard = (route: Parameters<typeof accessGuard>[0]) => [noStore, accessGuard(route)];

  const users = DATA_ROUTES.staffUsers;
  router.get(users.path, ...guard(users), async (req, res) => {
    const { q, page } = parseInput(users.query, req.query);
    res.json({ ...(await searchUsersForStaff(db, q, page, STAFF_PAGE_SIZE)), page });
  });

  const invoices = DATA_ROUTES.staffInvoices;
  router.get(invoices.path, ...guard(invoices), async (req, res) => {
    const { q, page } = parseInput(invoices.query, req.query);
    res.json(await staffInvoices(db, q, page));
  });

  const payments = DATA_ROUTES.staffPayments;
  router.get(payments.path, ...guard(payments), async (req, res) => {
    const { q, page } = parseInput(payments.query, req.query);
    res.json(await staffPayments(db, q, page));
  });

  const refund = DATA_ROUTES.refundPayment;
  router.post(refund.path, ...guard(refund), async (req, res) => {
    const { paymentId } = parseInput(refund.params, req.params);
    res.json({ payment: await refundPayment(db, provider, paymentId) });
  });

  return router;
}
