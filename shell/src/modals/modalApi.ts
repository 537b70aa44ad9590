import type { IntakeIntent, IntakeIntentsAnswer, UpdateMeRequest, User } from '@opengood/contracts';
import type { HttpClient } from '@opengood/platform';

// The calls the modals make (spec §7), typed by the contracts.
export const ME_URL = '/data/users/me';
export const RESEND_VERIFICATION_URL = '/data/website/resend-verification';
export const INTAKE_INTENTS_URL = '/data/userdashboard/intake-intents';

export function modalApi(http: HttpClient) {
  return {
    /** GET /users/me: the user as the api knows them now (null when signed out). */
    me: async () => (await http.get<{ user: User | null }>(ME_URL)).user,
    updateMe: async (change: UpdateMeRequest) => (await http.patch<{ user: User }>(ME_URL, change)).user,
    resendVerification: async () => {
      await http.post(RESEND_VERIFICATION_URL);
    },
    saveIntakeIntents: async (intakeIntents: IntakeIntent[]) =>
      (await http.post<IntakeIntentsAnswer>(INTAKE_INTENTS_URL, { intakeIntents })).data,
  };
}
