// The donations module's public face (docs/product/billing.md#donations): one-time gifts, anonymous or
// signed in, paid through the payments module's provider; their receipts (number, mail, PDF with billing's
// documents) and the staff tab. It owns the donations table. The provider's events about gifts come
// through payments' webhook: the composition root hands it `donationEventHandler` for kind DONATION.
import type { Db } from '../../platform/db/db';
import { defineModule } from '../../platform/modules';
import type { Outbox } from '../../platform/outbox';
import type { PaymentProvider } from '../payments';
import { donationRoutes } from './donationRoutes';
import type { ReceiptRenderer } from './settleDonation';

export { donationEventHandler } from './donationEvents';
export type { ReceiptRenderer } from './settleDonation';

export interface DonationsDeps {
  db: Db;
  provider: PaymentProvider;
  /** The receipt mail goes through it; none (an app without accounts): no mail. */
  outbox: Outbox | undefined;
  renderReceipt: ReceiptRenderer;
}

export const donationsModule = defineModule<DonationsDeps>({
  name: 'donations',
  routes: (deps) => donationRoutes(deps),
});
