import { z } from 'zod';
import {
  DATA_PREFIX,
  DATA_ROUTES,
  pathPattern,
  unknownFields,
  errorAnswerSchema,
  versionField,
  type HttpMethod,
} from '@opengood/contracts';

/** An address the api answers, with the schema of its 2xx answer. */
interface AnswerContract {
  method: HttpMethod;
  pattern: RegExp;
  route: string;
  answer: z.ZodType;
}

// Outside /data, the api answers only its health check (used by the deploy scripts).
const PLATFORM_ROUTES = [
  { method: 'GET', path: '/healthz', answer: z.object({ ok: z.literal(true), ...versionField }) },
] as const;

/** Express 5 path syntax → a regular expression over the raw path (the contracts' own, as the front ends' fake uses). */
export const patternOf = pathPattern;
export { unknownFields };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const CONTRACTS: AnswerContract[] = [
  ...Object.values(DATA_ROUTES).map((r) => ({ ...r, path: DATA_PREFIX + r.path })),
  ...PLATFORM_ROUTES,
].map(({ method, path, answer }) => ({ method, pattern: patternOf(path), route: path, answer }));

export function contractFor(method: string, path: string): AnswerContract | undefined {
  return CONTRACTS.find((c) => c.method === method.toUpperCase() && c.pattern.test(path));
}

// Pages for people, not the front-end: HTML, checked for their content type only.
const HTML_PAGES = ['/data/dev/outbox', '/data/dev/outbox/:id'].map(patternOf);

/**
 * Throws unless `body` is exactly what the shared contract says `method url` answers with `status`: a 2xx
 * with the route's answer schema, anything else with the error schema, and no field the schema lacks.
 */
export function checkAnswer(
  method: string,
  url: string,
  status: number,
  body: unknown,
  headers: Record<string, unknown> = {},
): void {
  const path = new URL(url, 'http://api.test').pathname;
  const what = `${method.toUpperCase()} ${url} → ${status}`;
  let schema: z.ZodType;
  if (status >= 300 && status < 400) {
    // A redirect (the OIDC start and callback): a contracted address, a Location, no body to parse.
    if (!contractFor(method, path)) throw new Error(`${what}: no contract for this address`);
    if (typeof headers.location !== 'string') throw new Error(`${what}: a redirect without a Location`);
    return;
  }
  if (method.toUpperCase() === 'GET' && status === 200 && HTML_PAGES.some((p) => p.test(path))) {
    if (!String(headers['content-type']).startsWith('text/html'))
      throw new Error(`${what}: not an HTML page`);
    return;
  }
  if (status === 204) {
    if (body !== undefined && !(isObject(body) && Object.keys(body).length === 0))
      throw new Error(`${what}: a 204 answer must have no body`);
    return;
  }
  if (status >= 400) {
    schema = errorAnswerSchema;
  } else {
    const contract = contractFor(method, path);
    if (!contract)
      throw new Error(`${what}: no contract for this address; add it to DATA_ROUTES in @opengood/contracts`);
    schema = contract.answer;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${what}: answer off-contract\n${z.prettifyError(parsed.error)}`);
  const unknown = unknownFields(body, parsed.data);
  if (unknown.length > 0) {
    const more = unknown.length > 5 ? ` and ${unknown.length - 5} more` : '';
    throw new Error(
      `${what}: answer has fields the contract lacks: ${unknown.slice(0, 5).join(', ')}${more}`,
    );
  }
}
