import { GRAD_FAIR_ERROR_CODES, type GradFairInviteStatus } from '@opengood/contracts';

// The rules of registering for a fair and of answering its invitations, in one place
// (docs/product/grad-fairs.md#registering and #invitations): pure functions of what the use-cases read
// under their locks, so each refusal is tested without a database.

const E = GRAD_FAIR_ERROR_CODES;

/** A refusal: the error kind the use-case raises, and the field and code the answer carries. */
export interface Refusal {
  kind: 'conflict' | 'notFound';
  field: 'fairId' | 'inviteId' | 'orgId';
  code: string;
}

/** What the rules read of a fair. */
export interface FairFacts {
  starts_at: Date | string;
  registration_deadline: Date | string;
  capacity: number;
  /** Places taken. */
  taken: number;
}

const at = (value: Date | string) => new Date(value).getTime();

export const hasBegun = (fair: Pick<FairFacts, 'starts_at'>, now: Date) =>
  now.getTime() >= at(fair.starts_at);
export const spotsLeft = (fair: Pick<FairFacts, 'capacity' | 'taken'>) =>
  Math.max(0, fair.capacity - fair.taken);

/** Registration is open before the deadline while a place is left. */
export const registrationOpen = (fair: FairFacts, now: Date) =>
  now.getTime() < at(fair.registration_deadline) && spotsLeft(fair) > 0;

/** An organisation registers once, before the deadline, while a place is left. */
export function registerRefusal(fair: FairFacts, registered: boolean, now: Date): Refusal | null {
  if (registered) return { kind: 'conflict', field: 'fairId', code: E.ALREADY_REGISTERED };
  if (now.getTime() >= at(fair.registration_deadline))
    return { kind: 'conflict', field: 'fairId', code: E.REGISTRATION_CLOSED };
  if (spotsLeft(fair) === 0) return { kind: 'conflict', field: 'fairId', code: E.FAIR_FULL };
  return null;
}

/** A registration can be withdrawn until the fair begins (its place is free again). */
export function unregisterRefusal(fair: FairFacts, registered: boolean, now: Date): Refusal | null {
  if (!registered) return { kind: 'notFound', field: 'fairId', code: E.NOT_REGISTERED };
  if (hasBegun(fair, now)) return { kind: 'conflict', field: 'fairId', code: E.FAIR_STARTED };
  return null;
}

/** An invitation is answered once, before its fair begins. */
export const isAnswerable = (status: GradFairInviteStatus, fair: FairFacts, now: Date) =>
  status === 'PENDING' && !hasBegun(fair, now);

/**
 * Accepting registers the organisation, even past the registration deadline (that is what an invitation is
 * for), if a place is left; an organisation registered already just accepts. Declining needs only a
 * pending invitation of a fair not begun.
 */
export function answerRefusal(
  status: GradFairInviteStatus,
  fair: FairFacts,
  accept: boolean,
  registered: boolean,
  now: Date,
): Refusal | null {
  if (status !== 'PENDING') return { kind: 'conflict', field: 'inviteId', code: E.INVITE_ANSWERED };
  if (hasBegun(fair, now)) return { kind: 'conflict', field: 'fairId', code: E.FAIR_STARTED };
  if (accept && !registered && spotsLeft(fair) === 0)
    return { kind: 'conflict', field: 'fairId', code: E.FAIR_FULL };
  return null;
}

/** Staff invite an organisation once per fair, before the fair begins. */
export function inviteRefusal(fair: FairFacts, invited: boolean, now: Date): Refusal | null {
  if (hasBegun(fair, now)) return { kind: 'conflict', field: 'fairId', code: E.FAIR_STARTED };
  if (invited) return { kind: 'conflict', field: 'orgId', code: E.ALREADY_INVITED };
  return null;
}
