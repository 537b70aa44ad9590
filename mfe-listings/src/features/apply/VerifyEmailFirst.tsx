import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AccountErrorCode } from '@opengood/contracts';
import { Button, Text } from '@opengood/design-system';
import { useAppDispatch, useMutation, usePlatform, userUpdated } from '@opengood/platform';
import { fetchMe } from './applyApi';
import { resendVerification } from './applyMutations';

const Box = styled.div`
  margin: 12px 0 0;
  padding: 12px 14px;
  border-radius: ${(p) => p.theme.radii[1]}px;
  border-left: 4px solid ${(p) => p.theme.colors.danger};
  background: #fdecea;
  &:focus {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  strong {
    display: block;
    margin-bottom: 4px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

/** The resend call's answer once the address is verified (accounts' EMAIL_ALREADY_VERIFIED). */
const ALREADY_VERIFIED: AccountErrorCode = 'EMAIL_ALREADY_VERIFIED';

/**
 * Applying needs a verified email (the api refuses with 403 `errors.email: EMAIL_NOT_VERIFIED`): says so and
 * where the link went, mails it again, and reads the user again when the tab regains focus or on "I have
 * confirmed it", so the panel unlocks once the address is verified (often in another tab).
 */
export function VerifyEmailFirst({ email, refused }: { email: string; refused: boolean }) {
  const { t } = useTranslation('listings');
  const dispatch = useAppDispatch();
  const { http } = usePlatform();
  const resend = useMutation(resendVerification);
  const [notYet, setNotYet] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  /** Reads the user again; answers whether the address is verified now. */
  const check = useCallback(async () => {
    try {
      const fresh = await fetchMe(http);
      if (fresh) dispatch(userUpdated(fresh));
      return fresh?.emailVerified ?? false;
    } catch {
      return false; // reported by the client; the next check tries again
    }
  }, [http, dispatch]);

  useEffect(() => {
    const onFocus = () => void check();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [check]);

  // A refused submission brings the reason into view.
  useEffect(() => {
    if (refused) box.current?.focus();
  }, [refused]);

  // Already verified (409): the user is read again, which unlocks the panel; nothing to say.
  const alreadyVerified = resend.errors.email === ALREADY_VERIFIED;
  const { reset: resetResend } = resend;
  useEffect(() => {
    if (alreadyVerified) void check().then(resetResend);
  }, [alreadyVerified, check, resetResend]);
  useEffect(() => resetResend, [resetResend]);

  const confirmDone = async () => {
    setNotYet(!(await check()));
  };

  return (
    <Box ref={box} tabIndex={-1} role={refused ? 'alert' : undefined} data-testid="verify-email-first">
      <strong>{t('apply.verify.title')}</strong>
      <Text>{t('apply.verify.text', { email })}</Text>
      <div aria-live="polite">
        {resend.status === 'succeeded' && <Text mt={2}>{t('apply.verify.sent', { email })}</Text>}
        {resend.status === 'failed' && !alreadyVerified && (
          <Text mt={2} color="danger">
            {t('apply.verify.failed')}
          </Text>
        )}
        {notYet && <Text mt={2}>{t('apply.verify.notYet')}</Text>}
      </div>
      <Actions>
        <Button type="button" onClick={() => void resend.mutate()} disabled={resend.status === 'pending'}>
          {resend.status === 'pending' ? t('apply.verify.sending') : t('apply.verify.resend')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => void confirmDone()}>
          {t('apply.verify.check')}
        </Button>
      </Actions>
    </Box>
  );
}
