import Stripe from 'stripe';
import type { Browser } from '../../testing/contractRequest';
import { jobDraft } from '../../testing/jobDrafts';
import { localStripeSettings } from '../payments';

// What the billing tests share: a job waiting for payment (posted and published through the posting
// routes, as an admin does), and the local Stripe server's own record of PaymentIntents.

/** Posts and publishes a job: it waits for payment in the organisation's cart. Answers its id. */
export async function jobInCart(admin: Browser, orgId: number, title: string): Promise<number> {
  const created = await admin.post(`/data/orgdashboard/${orgId}/listings`).send(jobDraft(title)).expect(201);
  const id = created.body.data.id as number;
  // Published, a job waits for payment (the tests then find it in the cart).
  await admin.post(`/data/orgdashboard/${orgId}/listings/${id}/publish`).expect(200);
  return id;
}

export const ADDRESS = {
  name: 'Amigos da Terra',
  line1: 'Rua das Flores 12',
  city: 'Porto Alegre',
  country: 'BR',
  taxId: '12.345.678/0001-90',
  email: 'finance@example.org',
};

/** The PaymentIntents the local Stripe server holds for one of our payments (its metadata names it). */
export async function intentsOfPayment(paymentId: number): Promise<Stripe.PaymentIntent[]> {
  const settings = localStripeSettings();
  const url = new URL(settings.apiUrl!);
  const stripe = new Stripe(settings.secretKey, {
    host: url.hostname,
    port: Number(url.port),
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
  });
  const list = await stripe.paymentIntents.list({ limit: 100 });
  return list.data.filter((pi) => pi.metadata['paymentId'] === String(paymentId));
}

let keys = 0;
/** A fresh idempotency key, as the checkout page makes one per payment attempt. */
export const newKey = () => `test-key-${process.pid}-${Date.now()}-${(keys += 1)}`;
