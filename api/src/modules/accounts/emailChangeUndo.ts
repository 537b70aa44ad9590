import type { Lang, UndoEmailChangeAnswer } from '@opengood/contracts';
import { ConflictError, ValidationError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import type { AccountDeps } from './accountDeps';
import { queueResetMail } from './passwordReset';
import { deleteSingleUseValues, findUserById } from './userRepository';

// Account takeover guard: whoever changes the sign-in address (a stolen session plus a known password is
// enough), the old address hears of it and can take the account back with one link.

/** Long enough for someone who reads their mail once a week; the old address keeps the power meanwhile. */
export const UNDO_EMAIL_CHANGE_SECONDS = 7 * 24 * 3600;

const invalidLink = () =>
  new ValidationError({ token: 'INVALID_OR_EXPIRED' }, 'This link is invalid or has expired');

/** `nina@example.org` → `n***@example.org`: enough to recognise, not enough to hand an attacker's address on. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** When, as a reader of `lang` writes it; UTC and said so, since the account has no time zone. */
export function formatChangeDate(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

/**
 * In the caller's transaction (`tx`): tells `oldEmail` that the account now signs in with `newEmail`,
 * with a link that undoes it (into the outbox).
 */
export async function queueEmailChangedMail(
  deps: Pick<AccountDeps, 'identity' | 'outbox'>,
  tx: Db,
  user: { id: number; first_name: string | null; lang: Lang },
  oldEmail: string,
  newEmail: string,
  changedAt: Date = new Date(),
): Promise<void> {
  const token = await deps.identity.createEmailToken(
    tx,
    user.id,
    UNDO_EMAIL_CHANGE_SECONDS,
    'undo-email-change',
    oldEmail,
  );
  await deps.outbox.add(tx, {
    kind: 'mail',
    to: oldEmail,
    lang: user.lang,
    template: 'emailChanged',
    data: {
      firstName: user.first_name,
      token,
      maskedEmail: maskEmail(newEmail),
      changedAt: formatChangeDate(changedAt, user.lang),
    },
  });
}

/** The old address back, verified; false when another account has taken it since. */
async function restoreEmail(db: Db, userId: number, email: string): Promise<boolean> {
  try {
    const { rows } = await db.query<{ id: number }>(
      'UPDATE users SET email = $2, email_verified = true, updated_at = now() WHERE id = $1 RETURNING id',
      [userId, email],
    );
    return rows.length > 0;
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new ConflictError({ email: 'EMAIL_TAKEN' }, 'Another account uses this email now');
    throw error;
  }
}

/**
 * POST /website/undo-email-change/{token}: the account goes back to the old address (verified), every
 * single-use token of the user is spent and a reset link goes to the old address (one transaction: the
 * password may be known to whoever made the change), then every session ends.
 */
export async function undoEmailChange(deps: AccountDeps, token: string): Promise<UndoEmailChangeAnswer> {
  const owner = await deps.identity.consumeEmailToken(token, 'undo-email-change');
  if (!owner?.address) throw invalidLink();
  const address = owner.address;
  await deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, owner.userId);
    if (!user || !(await restoreEmail(tx, owner.userId, address))) throw invalidLink();
    // A reset link the attacker had mailed to their address, or an older undo link sent to it after a
    // second change, would hand the account back to them: none survives (the new reset link is made after).
    await deleteSingleUseValues(tx, owner.userId);
    await queueResetMail(deps, tx, { ...user, email: address });
  });
  await deps.identity.revokeSessions(owner.userId);
  return { email: address };
}
