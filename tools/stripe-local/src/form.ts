import type { IncomingMessage } from 'node:http';

export type Form = Record<string, unknown>;

/** Reads a request body (form-encoded, as Stripe's clients send it). */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `a=1&b[c]=2&d[]=3&e[f][g]=4` → `{ a: '1', b: { c: '2' }, d: ['3'], e: { f: { g: '4' } } }`: Stripe's
 * form encoding, nested as deep as its calls go (`payment_method_data[card][token]`). The SDK writes lists
 * with indices (`expand[0]=…`): those stay objects keyed '0', '1'…; `listOf` reads either shape.
 */
export function parseForm(text: string): Form {
  const form: Form = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const head = /^([^[\]]+)/.exec(key)?.[1];
    if (!head) continue;
    const path = [head, ...[...key.slice(head.length).matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    let node: Record<string, unknown> = form;
    for (let i = 0; i < path.length - 1; i += 1) {
      const part = path[i]!;
      if (path[i + 1] === '') {
        const list = Array.isArray(node[part]) ? (node[part] as string[]) : [];
        list.push(value);
        node[part] = list;
        node = {};
        break;
      }
      const next = node[part];
      node[part] = next && typeof next === 'object' && !Array.isArray(next) ? next : {};
      node = node[part] as Record<string, unknown>;
    }
    const last = path[path.length - 1]!;
    if (last !== '') node[last] = value;
  }
  return form;
}

/** A form list, sent as `x[]=a` or `x[0]=a`. */
export function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value && typeof value === 'object') return Object.values(value).map(String);
  return typeof value === 'string' ? [value] : [];
}

/** A form's string field, or null. */
export const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A form's `metadata[…]`: strings only, as Stripe keeps them. */
export function metadataOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
}
