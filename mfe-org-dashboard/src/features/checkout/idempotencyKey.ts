/**
 * A fresh idempotency key for one payment attempt (Stripe's advice: a V4 UUID per attempt,
 * https://docs.stripe.com/api/idempotent_requests). The page keeps it across a double click and a retried
 * request, so they charge once; it is replaced only after a failure, when a new attempt begins.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
