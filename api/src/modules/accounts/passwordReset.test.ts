import type { Db } from '../../platform/db/db';
import type { Identity } from '../../platform/identity';
import type { Outbox } from '../../platform/outbox';
import { createLimits } from '../../platform/security/limits';
import type { AccountDeps } from './accountDeps';
import { createLoginThrottle } from './loginThrottle';
import { sendResetMail } from './passwordReset';

describe('sendResetMail (the forgot-password job)', () => {
  it('mails one recipient at most resetMailsPerRecipient times an hour, answering the same past it', async () => {
    const mailed: string[] = [];
    const limits = createLimits({ overrides: { resetMailsPerRecipient: { points: 2 } } });
    // Every address has an account here; the token and the mail go through the caller's transaction.
    const db = {
      query: async (_sql: string, [email]: unknown[]) => ({
        rows: [{ id: 7, email, email_verified: true, first_name: null, last_name: null, lang: 'en' }],
      }),
      transaction: (fn: (tx: Db) => Promise<unknown>) => fn(db),
    } as unknown as Db;
    const deps = {
      db,
      limits,
      loginThrottle: createLoginThrottle({ limits, secret: 'x'.repeat(32) }),
      identity: { createResetToken: async () => 'token' } as Partial<Identity> as Identity,
      outbox: { add: async (_tx, mail) => void mailed.push(mail.to) } as Partial<Outbox> as Outbox,
    } as AccountDeps;
    for (let i = 0; i < 5; i++)
      await expect(sendResetMail(deps, 'Victim@Example.org')).resolves.toBeUndefined();
    await sendResetMail(deps, 'victim@example.org ');
    expect(mailed).toHaveLength(2);
    await sendResetMail(deps, 'someone.else@example.org');
    expect(mailed).toHaveLength(3);
  });
});
