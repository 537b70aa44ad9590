import { en } from './locales/en';
import { es } from './locales/es';
import { pt } from './locales/pt';

// The types keep the three languages' keys the same; this keeps their {{placeholders}} the same too, so
// that no translation drops a number or a name the English prints.

const flatten = (strings: object, prefix = ''): [string, string][] =>
  Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value as object, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

it.each([
  ['es', es],
  ['pt', pt],
])('%s has every English string, with the same placeholders', (_, strings) => {
  const theirs = new Map(flatten(strings));
  for (const [key, text] of flatten(en)) {
    expect([key, theirs.get(key)?.trim() ? 'present' : 'missing']).toEqual([key, 'present']);
    expect([key, placeholders(theirs.get(key)!)]).toEqual([key, placeholders(text)]);
  }
});
