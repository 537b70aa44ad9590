import { isJsonContentType, parseJson, versionOf } from './json-body';

describe('json body helpers', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON', true],
    ['application/problem+json', true],
    ['application/vnd.api+json;charset=utf-8', true],
    ['text/html', false],
    ['text/plain; note=json', false],
    ['application/jsonp', false],
    ['', false],
    [undefined, false],
  ])('isJsonContentType(%j) = %s', (type, json) => {
    expect(isJsonContentType(type)).toBe(json);
  });

  it('parseJson reports failures instead of throwing', () => {
    expect(parseJson('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJson('null')).toEqual({ ok: true, value: null });
    expect(parseJson('{a')).toEqual({ ok: false });
  });

  it('versionOf reads numeric _version only', () => {
    expect(versionOf({ _version: 7 })).toBe(7);
    expect(versionOf({ _version: '8' })).toBe(8);
    expect(versionOf({ _version: 'x' })).toBeNull();
    expect(versionOf({ _version: '' })).toBeNull();
    expect(versionOf({ _version: null })).toBeNull();
    expect(versionOf({})).toBeNull();
    expect(versionOf([1])).toBeNull();
    expect(versionOf(null)).toBeNull();
    expect(versionOf(3)).toBeNull();
  });
});
