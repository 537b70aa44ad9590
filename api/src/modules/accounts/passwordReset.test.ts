import { createLimits } from '../../platform/security/limits';
import type { AccountDeps } from './accountDeps';
import type { Identity } from '../../platform/identity';
import { createLoginThrottle } from './loginThrottle';
import { sendResetMail } from './passwordReset';

describe('sendResetMail (the forgot-password job)', () => {
  it('mails one recipient at most resetMailsPerRecipient times an hour, answering the same past it', async () => {
    const asked: string[] = [];
    const limits = createLimits({ overrides: { resetMailsPerRecipient: { points: 2 } } });
    const deps = {
      limits,
      loginThrottle: createLoginThrottle({ limits, secret: 'x'.repeat(32) }),
      identity: { requestPasswordReset: async (email: string) => void asked.push(email) } as Identity,
    } as AccountDeps;
    for (let i = 0; i < 5; i++)
      await expect(sendResetMail(deps, 'Victim@Example.org')).resolves.toBeUndefined();
    await sendResetMail(deps, 'victim@example.org ');
    expect(asked).toHaveLength(2);
    await sendResetMail(deps, 'someone.else@example.org');
    expect(asked).toHaveLength(3);
  });
});
