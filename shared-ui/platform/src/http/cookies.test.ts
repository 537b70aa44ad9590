import { cookieValue } from './cookies';

describe('cookieValue', () => {
  it.each([
    ['csrf=abc', 'abc'],
    ['a=1; csrf=abc; b=2', 'abc'],
    ['a=1;csrf=abc%3Dx', 'abc=x'],
    ['xcsrf=no; csrf=yes', 'yes'],
    ['csrf=%E0%A4%A', '%E0%A4%A'],
    ['a=1', null],
    ['', null],
  ])('reads csrf from %j', (cookies, value) => {
    expect(cookieValue(cookies, 'csrf')).toBe(value);
  });
});
