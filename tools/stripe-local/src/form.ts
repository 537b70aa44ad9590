import type { IncomingMessage } from 'node:http';

export type Form = Record<string, unknown>;

/** Reads a request body (form-encoded, as Stripe's clients send it). */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** `a=1&b[c]=2&d[]=3` → `{ a: '1', b: { c: '2' }, d: ['3'] }`: the one level of nesting Stripe's calls here use. */
export function parseForm(text: string): Form {
  const form: Form = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const m = /^([^[\]]+)\[([^[\]]*)\]$/.exec(key);
    if (!m) {
      form[key] = value;
      continue;
    }
    const [, outer, inner] = m as unknown as [string, string, string];
    if (inner === '') {
      const list = Array.isArray(form[outer]) ? (form[outer] as string[]) : [];
      list.push(value);
      form[outer] = list;
    } else {
      const object = (form[outer] && typeof form[outer] === 'object' ? form[outer] : {}) as Record<
        string,
        string
      >;
      object[inner] = value;
      form[outer] = object;
    }
  }
  return form;
}
