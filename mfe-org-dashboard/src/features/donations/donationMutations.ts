import { routes } from '@opengood/contracts/routes';
import type { DonationRequest } from '@opengood/contracts';
import { defineMutation } from '@opengood/platform';

// A gift is anyone's: a refusal (a declined card, a bad amount) is said on the page, never a log-in.

/** POST /donations: the provider's card token and one idempotency key per attempt (a double click gives once). */
export const donate = defineMutation({
  name: 'mfe-org-dashboard/donate',
  route: routes.donate,
  input: (body: DonationRequest) => ({ body }),
  config: { redirectOnAuthErrors: false },
});

/** After the bank's 3-D Secure challenge in the browser: the api asks the provider where the payment stands. */
export const confirmDonation = defineMutation({
  name: 'mfe-org-dashboard/confirmDonation',
  route: routes.confirmDonation,
  input: (donationId: string) => ({ params: { donationId } }),
  config: { redirectOnAuthErrors: false },
});
