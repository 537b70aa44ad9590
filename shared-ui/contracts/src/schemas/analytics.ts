import { z } from 'zod';
import { LANGS } from '../vocabulary/languages';

// Tracked events (docs/product/chrome.md#analytics; POST /data/tracked-events). The naming rules are plain functions so the
// shell's analytics client refuses a badly named event with the very rule the api applies.

export const EVENT_NAME_MAX_LENGTH = 100;
export const PROPERTY_NAME_MAX_LENGTH = 64;
/** Properties of one event: at most this many, serialised to at most PROPERTIES_MAX_CHARS characters. */
export const PROPERTIES_MAX_COUNT = 50;
export const PROPERTIES_MAX_CHARS = 8_192;
/** An event's context (page address, referrer, UTM), serialised: two addresses of 2,048 and the rest. */
export const CONTEXT_MAX_CHARS = 6_144;
/** Tracked events are kept this long, then deleted (the api purges them as it records new ones). */
export const TRACKED_EVENT_RETENTION_DAYS = 180;

/** docs/product/chrome.md#analytics: the application context an event is sent from. */
export const ANALYTICS_APPS = ['ios', 'web'] as const;
export type AnalyticsApp = (typeof ANALYTICS_APPS)[number];

/** docs/product/chrome.md#analytics: starts with an uppercase letter or digit, no underscore ("Viewed Listing", "404 Shown"). */
export function isValidEventName(name: string): boolean {
  return (
    name.length <= EVENT_NAME_MAX_LENGTH &&
    /^[A-Z0-9]/.test(name) &&
    !name.includes('_') &&
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    !/[\u0000-\u001f\u007f]/.test(name)
  );
}

/** docs/product/chrome.md#analytics: lowercase snake case ("listing_id", "position_2"). */
export function isValidPropertyName(name: string): boolean {
  return name.length <= PROPERTY_NAME_MAX_LENGTH && /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/.test(name);
}

/** docs/product/chrome.md#analytics: a tracked link needs a real destination. */
export function isTrackableHref(href: string | null | undefined): boolean {
  return typeof href === 'string' && href.trim() !== '' && href.trim() !== '#';
}

const utmValue = z.string().trim().max(200);

export const utmSchema = z.object({
  source: utmValue.optional(),
  medium: utmValue.optional(),
  campaign: utmValue.optional(),
  term: utmValue.optional(),
  content: utmValue.optional(),
});
export type Utm = z.infer<typeof utmSchema>;

/** docs/product/chrome.md#analytics: source and medium default to `referral`. */
export const DEFAULT_UTM = { source: 'referral', medium: 'referral' } as const;

/** The UTM parameters with the defaults filled in where source or medium is missing or blank. */
export function withDefaultUtm(utm: Utm = {}): Utm & { source: string; medium: string } {
  return {
    ...utm,
    source: utm.source || DEFAULT_UTM.source,
    medium: utm.medium || DEFAULT_UTM.medium,
  };
}

export const eventNameSchema = z.string().refine(isValidEventName, {
  error: `Must start with an uppercase letter or digit, contain no underscore, and be at most ${EVENT_NAME_MAX_LENGTH} characters`,
});

const propertyValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])),
]);

export const eventPropertiesSchema = z
  .record(
    z.string().refine(isValidPropertyName, { error: 'Property names must be lowercase snake_case' }),
    propertyValue,
  )
  .refine((p) => Object.keys(p).length <= PROPERTIES_MAX_COUNT, {
    error: `At most ${PROPERTIES_MAX_COUNT} properties`,
  })
  .refine((p) => JSON.stringify(p).length <= PROPERTIES_MAX_CHARS, {
    error: `Properties must serialise to at most ${PROPERTIES_MAX_CHARS} characters`,
  });
export type EventProperties = z.infer<typeof eventPropertiesSchema>;

const pageAddress = z.string().max(2048);

/**
 * Where and how the event happened; the UTM defaults are applied when parsing. Bounded as a whole too
 * (CONTEXT_MAX_CHARS), so what one event stores stays small whatever its strings hold.
 */
export const eventContextSchema = z
  .object({
    app: z.enum(ANALYTICS_APPS, { error: `Must be one of ${ANALYTICS_APPS.join(', ')}` }),
    utm: utmSchema.optional().transform((utm) => withDefaultUtm(utm)),
    lang: z.enum(LANGS).optional(),
    url: pageAddress.optional(),
    referrer: pageAddress.optional(),
  })
  .refine((c) => JSON.stringify(c).length <= CONTEXT_MAX_CHARS, {
    error: `The context must serialise to at most ${CONTEXT_MAX_CHARS} characters`,
  });
export type EventContext = z.output<typeof eventContextSchema>;

export const trackedEventRequestSchema = z.object({
  name: eventNameSchema,
  properties: eventPropertiesSchema.default({}),
  context: eventContextSchema,
});
/** What the client sends (utm and properties may be left out). */
export type TrackedEventRequest = z.input<typeof trackedEventRequestSchema>;
/** What the api stores (defaults applied). */
export type TrackedEvent = z.output<typeof trackedEventRequestSchema>;
