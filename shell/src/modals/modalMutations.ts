import type { IntakeIntent, UpdateMeRequest, User } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation, userUpdated } from '@opengood/platform';

// The writes of the modal sequence's dialogs (docs/product/chrome.md#modal-sequence), run with useMutation; the session follows each.

/** PATCH /users/me: the names INFORMATION_REQUIRED asks for, and FINISH_OAUTH_SIGNUP's language too. */
export const saveMyDetails = defineMutation({
  name: 'shell/saveMyDetails',
  route: routes.updateMe,
  input: (change: UpdateMeRequest) => ({ body: change }),
  then: (answer) => [userUpdated(answer.user)],
});

/**
 * POST /userdashboard/intake-intents: what brings a new user; the answer's time is kept on the user, so
 * the question is not asked again.
 */
export const saveIntakeIntents = defineMutation({
  name: 'shell/saveIntakeIntents',
  route: routes.intakeIntents,
  input: ({ intakeIntents }: { user: User; intakeIntents: IntakeIntent[] }) => ({ body: { intakeIntents } }),
  then: (answer, { user }) => [
    userUpdated({ ...user, intakeIntentsDatetimeSet: answer.data.intakeIntentsDatetimeSet }),
  ],
});
