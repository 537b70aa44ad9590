import { Router } from 'express';
import { DATA_ROUTES } from '@opengood/contracts';
import { accessGuard } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import { parseInput } from '../../platform/http/validation';
import type { PaymentProvider } from '../payments';
import {
  addAddress,
  cartOf,
  changeAddress,
  checkout,
  pricesOf,
  publishWithCredit,
  removeCartItem,
} from './cart';
import { findAddresses } from './addressRepository';
import {
  getInvoice,
  invoiceForReader,
  invoicePdfForReader,
  listInvoices,
  setBillingAddress,
} from './invoices';
import { creditsOf } from './ledger';
import { confirmPayment, payInvoices } from './payInvoices';
import { findPayment, findPaymentsOfOrg, presentPayment, presentPayments } from './paymentRepository';
import { NotFoundError } from '../../domain/errors';
import { orgOf } from './cart';

/**
 * An organisation's billing as its admins use it (docs/product/billing.md): prices, cart, checkout,
 * addresses, invoices, payments, credits. Who may make each call is the route table's `access`
 * ('orgAdmin': the organisation's admins and staff), checked by accessGuard alone; each call then reads
 * only that organisation's rows, so another organisation's invoice or payment is not found (404).
 */
export function billingRoutes(db: Db, provider: PaymentProvider, wake: () => Promise<void>): Router {
  const router = Router();
  // Billing answers name amounts and addresses: never kept by a cache on the way.
  router.use('/orgdashboard/:orgId', (_req, res, next) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  const prices = DATA_ROUTES.billingPrices;
  router.get(prices.path, accessGuard(prices), async (req, res) => {
    const { orgId } = parseInput(prices.params, req.params);
    res.json(await pricesOf(db, orgId));
  });

  const cart = DATA_ROUTES.cart;
  router.get(cart.path, accessGuard(cart), async (req, res) => {
    const { orgId } = parseInput(cart.params, req.params);
    res.json({ cart: await cartOf(db, orgId) });
  });

  const remove = DATA_ROUTES.removeCartItem;
  router.delete(remove.path, accessGuard(remove), async (req, res) => {
    const { orgId, listingId } = parseInput(remove.params, req.params);
    res.json({ cart: await removeCartItem(db, orgId, listingId) });
  });

  const credit = DATA_ROUTES.publishWithCredit;
  router.post(credit.path, accessGuard(credit), async (req, res) => {
    const { orgId, listingId } = parseInput(credit.params, req.params);
    const { cart: answer } = await publishWithCredit(db, orgId, listingId);
    await wake();
    res.json({ cart: answer });
  });

  const check = DATA_ROUTES.checkout;
  router.post(check.path, accessGuard(check), async (req, res) => {
    const { orgId } = parseInput(check.params, req.params);
    const { pack } = parseInput(check.body, req.body ?? {});
    const { invoice, created } = await checkout(db, orgId, pack);
    res.status(created ? 201 : 200).json({ invoice });
  });

  const addresses = DATA_ROUTES.billingAddresses;
  router.get(addresses.path, accessGuard(addresses), async (req, res) => {
    const { orgId } = parseInput(addresses.params, req.params);
    await orgOf(db, orgId);
    res.json({ billingAddresses: await findAddresses(db, orgId) });
  });

  const add = DATA_ROUTES.addBillingAddress;
  router.post(add.path, accessGuard(add), async (req, res) => {
    const { orgId } = parseInput(add.params, req.params);
    const input = parseInput(add.body, req.body);
    res.status(201).json({ billingAddress: await addAddress(db, orgId, input) });
  });

  const update = DATA_ROUTES.updateBillingAddress;
  router.put(update.path, accessGuard(update), async (req, res) => {
    const { orgId, id } = parseInput(update.params, req.params);
    const input = parseInput(update.body, req.body);
    res.json({ billingAddress: await changeAddress(db, orgId, id, input) });
  });

  const invoices = DATA_ROUTES.orgInvoices;
  router.get(invoices.path, accessGuard(invoices), async (req, res) => {
    const { orgId } = parseInput(invoices.params, req.params);
    res.json({ invoices: await listInvoices(db, orgId) });
  });

  const invoice = DATA_ROUTES.orgInvoice;
  router.get(invoice.path, accessGuard(invoice), async (req, res) => {
    const { orgId, invoiceId } = parseInput(invoice.params, req.params);
    res.json({ invoice: await getInvoice(db, orgId, invoiceId) });
  });

  const setAddress = DATA_ROUTES.setInvoiceBillingAddress;
  router.put(setAddress.path, accessGuard(setAddress), async (req, res) => {
    const { orgId, invoiceId } = parseInput(setAddress.params, req.params);
    const { billingAddressId } = parseInput(setAddress.body, req.body);
    res.json({ invoice: await setBillingAddress(db, orgId, invoiceId, billingAddressId) });
  });

  const pay = DATA_ROUTES.payInvoices;
  router.post(pay.path, accessGuard(pay), async (req, res) => {
    const { orgId } = parseInput(pay.params, req.params);
    const body = parseInput(pay.body, req.body);
    const { payment, status } = await payInvoices(db, provider, orgId, req.user!.id, body);
    if (payment.status === 'SUCCEEDED') await wake();
    res.status(status).json({ payment });
  });

  const confirm = DATA_ROUTES.confirmPayment;
  router.post(confirm.path, accessGuard(confirm), async (req, res) => {
    const { orgId, paymentId } = parseInput(confirm.params, req.params);
    const payment = await confirmPayment(db, provider, orgId, paymentId);
    await wake();
    res.json({ payment });
  });

  const payments = DATA_ROUTES.orgPayments;
  router.get(payments.path, accessGuard(payments), async (req, res) => {
    const { orgId } = parseInput(payments.params, req.params);
    await orgOf(db, orgId);
    res.json({ payments: await presentPayments(db, await findPaymentsOfOrg(db, orgId)) });
  });

  const payment = DATA_ROUTES.orgPayment;
  router.get(payment.path, accessGuard(payment), async (req, res) => {
    const { orgId, paymentId } = parseInput(payment.params, req.params);
    const row = await findPayment(db, paymentId, orgId);
    if (!row) throw new NotFoundError({ paymentId: 'No payment with this id' });
    res.json({ payment: await presentPayment(db, row) });
  });

  const credits = DATA_ROUTES.orgCredits;
  router.get(credits.path, accessGuard(credits), async (req, res) => {
    const { orgId } = parseInput(credits.params, req.params);
    await orgOf(db, orgId);
    res.json(await creditsOf(db, orgId, new Date()));
  });

  // The spec's GET /data/invoices/{invoiceId}: its organisation's admins and staff; anyone else 404.
  const one = DATA_ROUTES.invoice;
  router.get(one.path, accessGuard(one), async (req, res) => {
    const { invoiceId } = parseInput(one.params, req.params);
    res.set('Cache-Control', 'private, no-store');
    res.json(await invoiceForReader(db, req.user!, invoiceId));
  });

  // The printable invoice: a document its readers open in the browser (inline) and never a cache's.
  const pdf = DATA_ROUTES.invoicePdf;
  router.get(pdf.path, accessGuard(pdf), async (req, res) => {
    const { invoiceId } = parseInput(pdf.params, req.params);
    const { lang } = parseInput(pdf.query, req.query);
    const { pdf: bytes, fileName } = await invoicePdfForReader(db, req.user!, invoiceId, lang);
    res.status(200).type('application/pdf');
    res.set({
      'Content-Disposition': `inline; filename="${fileName}"`,
      'Content-Length': String(bytes.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(bytes);
  });

  return router;
}
