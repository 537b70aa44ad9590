import type { TrackedEventRequest } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '@opengood/platform';

/** POST /tracked-events (docs/product/chrome.md#analytics): one named event with the app context and the visit's campaign. */
export const trackEvent = defineMutation({
  name: 'shell/trackEvent',
  route: routes.trackedEvent,
  input: (event: TrackedEventRequest) => ({ body: event }),
});
