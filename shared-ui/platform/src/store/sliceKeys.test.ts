import { assertSliceKey } from './sliceKeys';

describe('slice key convention', () => {
  it('accepts <owner>/<name> keys of the owner', () => {
    expect(() => assertSliceKey('mfe-salary', 'mfe-salary/explorer')).not.toThrow();
    expect(() => assertSliceKey('platform', 'platform/pages')).not.toThrow();
  });

  it('refuses generic keys, other owners and nested names', () => {
    expect(() => assertSliceKey('mfe-listings', 'detail')).toThrow(/keyed "mfe-listings\/<name>"/);
    expect(() => assertSliceKey('mfe-listings', 'mfe-search/results')).toThrow();
    expect(() => assertSliceKey('mfe-listings', 'mfe-listings/')).toThrow();
    expect(() => assertSliceKey('mfe-listings', 'mfe-listings/a/b')).toThrow();
  });
});
