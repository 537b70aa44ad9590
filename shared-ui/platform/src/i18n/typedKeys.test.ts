import { createTestI18n } from '../testing';

// Translation keys are checked by `tsc` (npm run lint / lerna run typecheck): each line under an
// expect-error directive must fail to compile, or the type check itself fails.
describe('typed translation keys', () => {
  it('accepts the keys of a namespace and refuses misspelt ones at compile time', () => {
    const t = createTestI18n('en').getFixedT('en', 'platform');
    expect(t('notFound.title')).toBe('Page Not Found');
    // @ts-expect-error 'titel' is not a key of the platform namespace
    expect(t('notFound.titel')).toBe('notFound.titel');
    // @ts-expect-error a key of another namespace is not one of this namespace
    expect(t('loading')).toBe('loading');
    const ds = createTestI18n('es').getFixedT('es', 'designSystem');
    expect(ds('loading')).toBe('Cargando…');
  });
});
