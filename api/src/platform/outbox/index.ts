// The transactional outbox: mails kept in the transaction of the change that causes them, delivered by the
// job queue once it commits, at most once each.
export {
  createOutbox,
  MAX_ATTEMPTS,
  OUTBOX_DELIVERY_JOB,
  retryDelaySeconds,
  STALE_CLAIM_MINUTES,
  type DeliveryReport,
  type Outbox,
  type OutboxItem,
  type OutboxMail,
  type OutboxOptions,
} from './outbox';
