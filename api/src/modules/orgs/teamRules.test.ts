import {
  acceptRefusal,
  adminRequestRefusal,
  confirmsName,
  inviteExpiry,
  inviteStatus,
  newInviteId,
  removalRefusal,
} from './teamRules';

const NOW = new Date('2026-11-25T12:00:00Z');

describe('the team’s rules', () => {
  it('lets an owner remove an owner while another remains, never a plain admin; plain admins go freely', () => {
    const owner = { userId: 1, role: 'OWNER' as const, isStaff: false };
    const plain = { userId: 2, role: 'ADMIN' as const, isStaff: false };
    const staff = { userId: 3, role: null, isStaff: true };
    expect(removalRefusal(owner, { role: 'OWNER' }, 2)).toBeNull();
    expect(removalRefusal(owner, { role: 'OWNER' }, 1)).toMatchObject({
      kind: 'conflict',
      code: 'LAST_OWNER',
    });
    expect(removalRefusal(plain, { role: 'OWNER' }, 2)).toMatchObject({
      kind: 'forbidden',
      code: 'CANNOT_REMOVE_OWNER',
    });
    expect(removalRefusal(staff, { role: 'OWNER' }, 2)).toBeNull();
    expect(removalRefusal(plain, { role: 'ADMIN' }, 1)).toBeNull();
  });

  it('opens an invite for 14 days; it is expired from that instant, accepted whatever the date', () => {
    const expires = inviteExpiry(NOW);
    expect(expires.toISOString()).toBe('2026-12-09T12:00:00.000Z');
    expect(inviteStatus({ expires_at: expires, accepted_at: null }, NOW)).toBe('OPEN');
    expect(inviteStatus({ expires_at: expires, accepted_at: null }, expires)).toBe('EXPIRED');
    expect(inviteStatus({ expires_at: NOW, accepted_at: NOW }, expires)).toBe('ACCEPTED');
  });

  it('gives invites random 22-character ids', () => {
    const ids = new Set(Array.from({ length: 200 }, newInviteId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('lets only the verified holder of the address accept, case aside', () => {
    const invite = { email: 'ana@example.org', expires_at: inviteExpiry(NOW), accepted_at: null };
    expect(acceptRefusal(invite, { email: 'Ana@Example.org', emailVerified: true }, NOW)).toBeNull();
    expect(acceptRefusal(invite, { email: 'ana@example.org', emailVerified: false }, NOW)?.code).toBe(
      'EMAIL_NOT_VERIFIED',
    );
    expect(acceptRefusal(invite, { email: 'bob@example.org', emailVerified: true }, NOW)?.code).toBe(
      'INVITE_EMAIL_MISMATCH',
    );
    expect(
      acceptRefusal(
        invite,
        { email: 'ana@example.org', emailVerified: true },
        inviteExpiry(inviteExpiry(NOW)),
      ),
    ).toMatchObject({ kind: 'gone', code: 'INVITE_EXPIRED' });
  });

  it('asks a verified non-admin without a waiting request', () => {
    const ok = { emailVerified: true, isAdmin: false, hasWaitingRequest: false };
    expect(adminRequestRefusal(ok)).toBeNull();
    expect(adminRequestRefusal({ ...ok, isAdmin: true })?.code).toBe('ALREADY_ADMIN');
    expect(adminRequestRefusal({ ...ok, hasWaitingRequest: true })?.code).toBe('REQUEST_PENDING');
    expect(adminRequestRefusal({ ...ok, emailVerified: false })?.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('confirms a deletion with the name as it is, spaces at both ends aside', () => {
    expect(confirmsName('Green Futures', ' Green Futures ')).toBe(true);
    expect(confirmsName('Green Futures', 'green futures')).toBe(false);
  });
});
