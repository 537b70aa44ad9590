import {
  DATA_PREFIX,
  DATA_ROUTES,
  serialiseTmpRecords,
  type LoginRequest,
  type SignupRequest,
  type TmpRecord,
  type UndoEmailChangeAnswer,
  type User,
  type VerifyEmailAnswer,
} from '@opengood/contracts';
import type { HttpClient } from '@opengood/platform';

/** '/website/reset-password/:token' with { token } → '/data/website/reset-password/<token>'. */
export function dataPath(pattern: string, params: Record<string, string> = {}): string {
  return (
    DATA_PREFIX + pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
  );
}

type UserAnswer = { user: User };

/** The account calls of the contract (DATA_ROUTES), each resolving to what the page needs. */
export function accountsApi(http: HttpClient) {
  const R = DATA_ROUTES;
  return {
    signUp: async (body: SignupRequest) => (await http.post<UserAnswer>(dataPath(R.signup.path), body)).user,
    logIn: async (body: LoginRequest) => (await http.post<UserAnswer>(dataPath(R.login.path), body)).user,
    logOut: async () => {
      await http.post(dataPath(R.logout.path));
    },
    /** Answers the same whether an account uses the address or not. */
    forgotPassword: async (email: string) => {
      await http.post(dataPath(R.forgotPassword.path), { email });
    },
    resetPassword: async (token: string, password: string) => {
      await http.post(dataPath(R.resetPassword.path, { token }), { password });
    },
    /**
     * Resolves to the user when this browser is signed in as the link's owner; to null otherwise (the
     * address is verified all the same, and the api says nothing about the account).
     */
    verifyEmail: async (token: string): Promise<User | null> => {
      const answer = await http.post<VerifyEmailAnswer>(dataPath(R.verifyEmail.path, { token }));
      return 'user' in answer ? answer.user : null;
    },
    /** The old address's "this wasn't me" link: resolves to the address the account is back on. */
    undoEmailChange: async (token: string) =>
      (await http.post<UndoEmailChangeAnswer>(dataPath(R.undoEmailChange.path, { token }))).email,
    resendVerification: async () => {
      await http.post(dataPath(R.resendVerification.path));
    },
    /** Keeps records to finish after sign-up; resolves to the id that travels as `tmpId`. */
    saveTmpRecords: async (records: readonly TmpRecord[]) =>
      (
        await http.post<{ data: { id: string } }>(dataPath(R.createTmpStorage.path), {
          data: serialiseTmpRecords(records),
        })
      ).data.id,
    /** Where the browser goes to sign in with the organisation's OpenID Connect provider. */
    oidcStartUrl: (returnTo: string) =>
      `${dataPath(R.oidcStart.path)}?${new URLSearchParams({ returnTo }).toString()}`,
  };
}

export type AccountsApi = ReturnType<typeof accountsApi>;
