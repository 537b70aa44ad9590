import { matchAccountRoute } from './accountRoutes';

describe('matchAccountRoute', () => {
  it.each([
    ['/login', { screen: 'login', fair: false }],
    ['/fair/login', { screen: 'login', fair: true }],
    ['/signup', { screen: 'signup' }],
    ['/forgot-password/', { screen: 'forgotPassword' }],
    ['/reset-password/abc_DEF-123', { screen: 'resetPassword', token: 'abc_DEF-123' }],
    ['/verify-email/tok%2Fx', { screen: 'verifyEmail', token: 'tok/x' }],
    ['/undo-email-change/abc', { screen: 'undoEmailChange', token: 'abc' }],
    ['/invalid-or-expired-link', { screen: 'invalidLink' }],
    ['/sign-up-to-post', { screen: 'signUpToPost', lang: 'en' }],
    ['/es/orgs/registrate', { screen: 'signUpToPost', lang: 'es' }],
    ['/pt/orgs/inscreva-se', { screen: 'signUpToPost', lang: 'pt' }],
  ])('%s', (path, route) => {
    expect(matchAccountRoute(path)).toEqual(route);
  });

  it('is null for paths it does not own', () => {
    expect(matchAccountRoute('/reset-password')).toBeNull();
    expect(matchAccountRoute('/dashboard')).toBeNull();
  });
});
