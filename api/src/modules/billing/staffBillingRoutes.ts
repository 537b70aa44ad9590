import { Router } from 'express';
import { DATA_ROUTES } from '@opengood/contracts';
import { accessGuard } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import { searchUsersForStaff } from '../accounts';
import type { PaymentProvider } from '../payments';
import { refundPayment } from './refunds';
import { STAFF_PAGE_SIZE, staffInvoices, staffPayments } from './staffSearch';

/** The staff search tabs Users, Invoices and Payments, and refunds (the route table: staff only). */
export function staffBillingRoutes(db: Db, provider: PaymentProvider): Router {
  const router = Router();
  router.use('/staff', (_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  const users = DATA_ROUTES.staffUsers;
  router.get(users.path, accessGuard(users), async (req, res) => {
    const { q, page } = parseInput(users.query, req.query);
    res.json({ ...(await searchUsersForStaff(db, q, page, STAFF_PAGE_SIZE)), page });
  });

  const invoices = DATA_ROUTES.staffInvoices;
  router.get(invoices.path, accessGuard(invoices), async (req, res) => {
    const { q, page } = parseInput(invoices.query, req.query);
    res.json(await staffInvoices(db, q, page));
  });

  const payments = DATA_ROUTES.staffPayments;
  router.get(payments.path, accessGuard(payments), async (req, res) => {
    const { q, page } = parseInput(payments.query, req.query);
    res.json(await staffPayments(db, q, page));
  });

  const refund = DATA_ROUTES.refundPayment;
  router.post(refund.path, accessGuard(refund), async (req, res) => {
    const { paymentId } = parseInput(refund.params, req.params);
    res.json({ payment: await refundPayment(db, provider, paymentId) });
  });

  return router;
}
