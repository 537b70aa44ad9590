import {
  answerRefusal,
  inviteRefusal,
  isAnswerable,
  registerRefusal,
  registrationOpen,
  unregisterRefusal,
  type FairFacts,
} from './fairRules';

// The rules of docs/product/grad-fairs.md#registering and #invitations, at their edges.

const NOW = new Date('2026-12-01T12:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const fair = (over: Partial<FairFacts> = {}): FairFacts => ({
  starts_at: later(10 * 86_400_000),
  registration_deadline: later(3 * 86_400_000),
  capacity: 2,
  taken: 0,
  ...over,
});
const code = (r: { code: string } | null) => r?.code ?? null;

describe('registering', () => {
  it('is open before the deadline while a place is left', () => {
    expect(registrationOpen(fair(), NOW)).toBe(true);
    expect(registrationOpen(fair({ taken: 2 }), NOW)).toBe(false);
    expect(registrationOpen(fair({ registration_deadline: NOW }), NOW)).toBe(false);
  });

  it('refuses twice, at or past the deadline, and a full fair (in that order)', () => {
    expect(registerRefusal(fair(), false, NOW)).toBeNull();
    expect(registerRefusal(fair({ taken: 1 }), false, NOW)).toBeNull();
    expect(code(registerRefusal(fair(), true, NOW))).toBe('ALREADY_REGISTERED');
    expect(code(registerRefusal(fair({ taken: 2 }), true, NOW))).toBe('ALREADY_REGISTERED');
    expect(code(registerRefusal(fair({ registration_deadline: NOW }), false, NOW))).toBe(
      'REGISTRATION_CLOSED',
    );
    expect(code(registerRefusal(fair({ registration_deadline: later(-1) }), false, NOW))).toBe(
      'REGISTRATION_CLOSED',
    );
    expect(code(registerRefusal(fair({ taken: 2 }), false, NOW))).toBe('FAIR_FULL');
    expect(code(registerRefusal(fair({ taken: 5 }), false, NOW))).toBe('FAIR_FULL');
  });

  it('a registration is withdrawn until the fair begins; one that is not there is not found', () => {
    expect(unregisterRefusal(fair({ registration_deadline: later(-1) }), true, NOW)).toBeNull();
    expect(unregisterRefusal(fair(), false, NOW)).toEqual({
      kind: 'notFound',
      field: 'fairId',
      code: 'NOT_REGISTERED',
    });
    expect(code(unregisterRefusal(fair({ starts_at: NOW }), true, NOW))).toBe('FAIR_STARTED');
  });
});

describe('invitations', () => {
  it('are answered once, before the fair begins', () => {
    expect(isAnswerable('PENDING', fair(), NOW)).toBe(true);
    expect(isAnswerable('ACCEPTED', fair(), NOW)).toBe(false);
    expect(isAnswerable('PENDING', fair({ starts_at: NOW }), NOW)).toBe(false);
    expect(code(answerRefusal('ACCEPTED', fair(), true, true, NOW))).toBe('INVITE_ANSWERED');
    expect(code(answerRefusal('DECLINED', fair(), false, false, NOW))).toBe('INVITE_ANSWERED');
    expect(code(answerRefusal('PENDING', fair({ starts_at: later(-1) }), false, false, NOW))).toBe(
      'FAIR_STARTED',
    );
  });

  it('accepting passes the registration deadline but needs a place, unless registered already', () => {
    const closed = fair({ registration_deadline: later(-1) });
    expect(answerRefusal('PENDING', closed, true, false, NOW)).toBeNull();
    expect(code(answerRefusal('PENDING', fair({ taken: 2 }), true, false, NOW))).toBe('FAIR_FULL');
    expect(answerRefusal('PENDING', fair({ taken: 2 }), true, true, NOW)).toBeNull();
    // Declining a full fair's invitation is fine.
    expect(answerRefusal('PENDING', fair({ taken: 2 }), false, false, NOW)).toBeNull();
  });

  it('staff invite an organisation once, before the fair begins', () => {
    expect(inviteRefusal(fair(), false, NOW)).toBeNull();
    expect(code(inviteRefusal(fair(), true, NOW))).toBe('ALREADY_INVITED');
    expect(code(inviteRefusal(fair({ starts_at: NOW }), false, NOW))).toBe('FAIR_STARTED');
  });
});
