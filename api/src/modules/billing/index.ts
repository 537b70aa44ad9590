// The billing module's public face (docs/product/billing.md): prices, the cart, checkout, invoices,
// payments by card through the payment provider's port, credits and refunds. It owns the billing tables
// (migration billing); listings go live through the listings module's lifecycle, cards are the payments
// module's. The provider's webhook (payments/donations) hands invoice payments' events to
// handleInvoicePaymentEvent.
import type { Db } from '../../platform/db/db';
import type { JobQueue } from '../../platform/jobs';
import { defineModule } from '../../platform/modules';
import { wakeIndexing } from '../listings';
import type { PaymentProvider } from '../payments';
import { billingRoutes } from './billingRoutes';
import { registerCreditExpiryJob } from './creditExpiry';
import { staffBillingRoutes } from './staffBillingRoutes';

export interface BillingDeps {
  db: Db;
  provider: PaymentProvider;
  /** The job queue: listings a payment published wake the search-engine indexing job. */
  jobs?: JobQueue;
  /** When the credit-expiry job runs (cron); undefined: only when sent (tests). */
  creditExpirySchedule: string | undefined;
}

export const billingModule = defineModule<BillingDeps>({
  name: 'billing',
  routes: ({ db, provider, jobs }) => [
    billingRoutes(db, provider, () => wakeIndexing(jobs)),
    staffBillingRoutes(db, provider),
  ],
  jobs: (queue, { db, creditExpirySchedule }) => registerCreditExpiryJob(queue, db, creditExpirySchedule),
});

export { handleInvoicePaymentEvent } from './refunds';
export { CREDIT_EXPIRY_JOB, CREDIT_EXPIRY_SCHEDULE } from './creditExpiry';
export { nextNumber, type NumberSeries } from './numbering';
export { settlePayment } from './settlement';
// The donations module prints its receipts with billing's documents (helper B; keep on merge).
export { renderDonationReceiptPdf } from './pdf';
