import type { Environment } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation, environmentLoaded } from '@opengood/platform';

/**
 * POST /website/accept-cookies (the cookie bar's OK): the api keeps the acceptance and answers the flag,
 * now false; the environment the bar was shown from (when it had arrived) follows.
 */
export const acceptCookies = defineMutation({
  name: 'shell/acceptCookies',
  route: routes.acceptCookies,
  input: (_shownFrom: Environment | null) => ({}),
  then: (answer, shownFrom) =>
    shownFrom ? [environmentLoaded({ ...shownFrom, showAcceptCookies: answer.showAcceptCookies })] : [],
});
