import type { Dispatch } from '@reduxjs/toolkit';
import type { AnalyticsApp, EventProperties, Lang, TrackedEventRequest } from '@opengood/contracts';
import { runMutation, type HttpClient } from '@opengood/platform';
import { isTrackableHref, isValidEventName, isValidPropertyName, withDefaultUtm } from './eventRules';
import type { Marketing } from './marketing';
import { trackEvent } from './trackEvent';

export type PropertyValue = EventProperties[string];
export type Properties = Record<string, PropertyValue>;

export interface AnalyticsOptions {
  /** Where the trackEvent mutation runs: the page's http client and store (its state in platform/mutations). */
  http: HttpClient;
  dispatch: Dispatch;
  app: AnalyticsApp;
  marketing: Marketing;
  getLang: () => Lang;
  /** Where the event happened (path and query, no origin). */
  getUrl: () => string;
  getReferrer: () => string;
  /** docs/product/chrome.md#analytics: check names before sending (on by default). */
  enforce?: boolean;
  /** Development throws on a badly named event (the developer sees it at once); production drops it. */
  mode: 'development' | 'production';
  reportError: (error: Error) => void;
}

export interface Analytics {
  /** Sends an event (fire and forget): `track('Viewed Listing', { listing_id: 12 })`. */
  track(name: string, properties?: Properties): void;
  /** Tracks a click on a link; needs a real destination (docs/product/chrome.md#analytics). */
  trackLink(href: string | null | undefined, name: string, properties?: Properties): void;
}

export class InvalidEventError extends Error {
  override name = 'InvalidEventError';
}

/** docs/product/chrome.md#analytics: what is wrong with an event, or null when it may be sent. */
export function eventProblem(name: string, properties: Properties): string | null {
  if (!isValidEventName(name)) {
    return `Event name "${name}" must start with an uppercase letter or digit and contain no underscore`;
  }
  const bad = Object.keys(properties).filter((key) => !isValidPropertyName(key));
  if (bad.length > 0)
    return `Event "${name}": property names must be lowercase snake_case (${bad.join(', ')})`;
  return null;
}

export function createAnalytics(options: AnalyticsOptions): Analytics {
  const { http, dispatch, app, marketing, enforce = true, mode, reportError } = options;

  const refuse = (message: string) => {
    const error = new InvalidEventError(message);
    if (mode === 'development') throw error;
    reportError(error);
  };

  const send = (name: string, properties: Properties) => {
    const body: TrackedEventRequest = {
      name,
      properties: { ...marketing.extra, ...properties },
      context: {
        app,
        utm: withDefaultUtm(marketing.utm),
        lang: options.getLang(),
        url: options.getUrl().slice(0, 2048),
        referrer: options.getReferrer().slice(0, 2048) || undefined,
      },
    };
    // Analytics never gets in the visitor's way: a failed call is reported by the client and forgotten.
    void runMutation({ http, dispatch }, trackEvent, body).catch(() => undefined);
  };

  const track = (name: string, properties: Properties = {}) => {
    const problem = enforce ? eventProblem(name, properties) : null;
    if (problem) refuse(problem);
    else send(name, properties);
  };

  return {
    track,
    trackLink(href, name, properties = {}) {
      if (!isTrackableHref(href)) {
        refuse(`Link event "${name}" needs a non-empty href other than '#'`);
        return;
      }
      track(name, { ...properties, href: href ?? '' });
    },
  };
}
