import { useCallback, useState } from 'react';
import type { TmpRecord } from '@opengood/contracts';
import { loginPath, signupPath } from '@opengood/routes';
import { usePlatform } from '../app/PlatformContext';
import { useCurrentUrl } from '../navigation/location';
import { useNavigate } from '../navigation/navigate';
import { keepForAfterSignup, withTmpIdParam } from './afterSignup';

export type ContinueAfterSignupState = 'idle' | 'busy' | 'failed';

/**
 * For a prompt that asks a visitor to sign up (or log in) before doing something on this page: keeps
 * the records with a way back here, then goes to sign-up (the verified page continues with the entry) or
 * to log-in (which returns here with `tmpId`, so the restore runs on this page).
 */
export function useContinueAfterSignup() {
  const { http } = usePlatform();
  const navigate = useNavigate();
  const url = useCurrentUrl();
  const [state, setState] = useState<ContinueAfterSignupState>('idle');
  const here = url.pathname + url.search;

  const go = useCallback(
    async (records: readonly TmpRecord[], to: 'signup' | 'login') => {
      setState('busy');
      try {
        const tmpId = await keepForAfterSignup(http, [
          ...records,
          { kind: 'SIGNUP_BLOCK_REDIRECT', data: { url: here } },
        ]);
        navigate(to === 'signup' ? signupPath() : loginPath(withTmpIdParam(here, tmpId)));
      } catch {
        setState('failed');
      }
    },
    [http, navigate, here],
  );
  return { state, go };
}
