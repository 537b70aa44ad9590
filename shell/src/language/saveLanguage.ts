import type { Lang } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation, userUpdated } from '@opengood/platform';

/**
 * PATCH /users/me { lang }: the signed-in user's language (their mails and unprefixed pages); the session
 * then holds the user as the api answered it.
 */
export const saveLanguage = defineMutation({
  name: 'shell/saveLanguage',
  route: routes.updateMe,
  input: (lang: Lang) => ({ body: { lang } }),
  then: (answer) => [userUpdated(answer.user)],
});
