import { IMMUTABLE, NO_CACHE, cacheControlFor, isContentHashed } from './cache-control';

describe('cacheControlFor', () => {
  it.each([
    '123.3f9a2b1c.js',
    'main.0123abcd.js',
    'main-0123abcdef01.css',
    '3f9a2b1c.js',
    'vendors.3f9a2b1c.js.map',
    'a/b/12.deadbeef.js',
  ])('%s is content-hashed → immutable', (file) => {
    expect(isContentHashed(file)).toBe(true);
    expect(cacheControlFor(file)).toBe(IMMUTABLE);
  });

  it.each([
    'mf-manifest.json',
    'remoteEntry.js',
    'index.html',
    'version.json',
    'main.js',
    '123.js',
    'favicon.ico',
    'abc.def.js',
  ])('%s is not hashed → no-cache', (file) => {
    expect(cacheControlFor(file)).toBe(NO_CACHE);
  });
});
