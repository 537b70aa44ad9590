// The analytics client (docs/product/chrome.md#analytics): named events to /data/tracked-events with the app context and the
// visit's campaign, link tracking, and the bottom-of-page event.
export { createAnalytics, eventProblem, InvalidEventError } from './analytics';
export { trackEvent } from './trackEvent';
export type { Analytics, AnalyticsOptions, Properties } from './analytics';
export { detectApp, APP_COOKIE, APP_QUERY } from './appContext';
export { captureMarketing, marketingFromSearch, MARKETING_KEY, MARKETING_TTL_MS } from './marketing';
export { watchBottomOfPage, BOTTOM_OF_PAGE_EVENT } from './bottomOfPage';
export { installLinkTracking } from './linkTracking';
