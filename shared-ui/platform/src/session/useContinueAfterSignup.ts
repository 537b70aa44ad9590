import { useCallback, useEffect } from 'react';
import type { TmpRecord } from '@opengood/contracts';
import { loginPath, signupPath } from '@opengood/routes';
import { useMutation } from '../mutations/useMutation';
import { useCurrentUrl } from '../navigation/location';
import { useNavigate } from '../navigation/navigate';
import { withTmpIdParam } from './afterSignup';
import { keepTmpRecords } from './keepTmpRecords';
import { rememberPendingTmp } from './pendingTmp';

export type ContinueAfterSignupState = 'idle' | 'busy' | 'failed';

/**
 * For a prompt that asks a visitor to sign up (or log in) before doing something on this page: keeps
 * the records with a way back here (keepTmpRecords), then goes to sign-up (the verified page continues
 * with the entry) or to log-in (which returns here with `tmpId`, so the restore runs on this page).
 */
export function useContinueAfterSignup() {
  const navigate = useNavigate();
  const url = useCurrentUrl();
  const keep = useMutation(keepTmpRecords);
  const { mutate, reset } = keep;
  const here = url.pathname + url.search;
  // The prompt's try is its own: a failure of an earlier prompt is not shown in the next one.
  useEffect(() => reset, [reset]);

  const go = useCallback(
    async (records: readonly TmpRecord[], to: 'signup' | 'login') => {
      const answer = await mutate([...records, { kind: 'SIGNUP_BLOCK_REDIRECT', data: { url: here } }]);
      if (!answer) return; // failed: `state` says so
      const tmpId = answer.data.id;
      rememberPendingTmp(tmpId);
      navigate(to === 'signup' ? signupPath() : loginPath(withTmpIdParam(here, tmpId)));
    },
    [mutate, navigate, here],
  );
  // Kept busy once the entry is stored: the page is moving on.
  const state: ContinueAfterSignupState =
    keep.status === 'pending' || keep.status === 'succeeded'
      ? 'busy'
      : keep.status === 'failed'
        ? 'failed'
        : 'idle';
  return { state, go };
}
