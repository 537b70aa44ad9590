import { JSON_MAX_DEPTH } from '@opengood/contracts';
import { scanJsonBody } from './jsonBody';

const scan = (text: string) => scanJsonBody(Buffer.from(text, 'utf8'));

describe('scanJsonBody', () => {
  it('passes ordinary bodies, nested up to the limit', () => {
    expect(scan('{"q":"water","filters":{"a":[1,2,{"b":[]}]}}')).toBeNull();
    expect(scan('['.repeat(JSON_MAX_DEPTH) + ']'.repeat(JSON_MAX_DEPTH))).toBeNull();
  });

  it('refuses nesting past the limit, counting arrays and objects alike', () => {
    expect(scan('['.repeat(JSON_MAX_DEPTH + 1) + ']'.repeat(JSON_MAX_DEPTH + 1))).toBe('TOO_DEEP');
    expect(scan('{"a":'.repeat(JSON_MAX_DEPTH + 1) + '1' + '}'.repeat(JSON_MAX_DEPTH + 1))).toBe('TOO_DEEP');
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const brackets = '['.repeat(JSON_MAX_DEPTH * 2);
    expect(scan(JSON.stringify({ text: brackets }))).toBeNull();
    expect(scan(JSON.stringify({ text: `say \\"${brackets}` }))).toBeNull();
  });

  it('refuses a NUL character, raw or escaped, but not an escaped backslash before u0000', () => {
    expect(scan('{"a":"x\\u0000y"}')).toBe('NUL_CHARACTER');
    expect(scan('{"a":"x\u0000y"}')).toBe('NUL_CHARACTER');
    expect(scan('{"a":"x\\\\u0000y"}')).toBeNull();
    expect(scan('{"a":"\\u00001"}')).toBe('NUL_CHARACTER');
  });
});
