import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/dashboard', '/dashboard/saved-items?tab=JOB&page=2', '/es/empleos?q=salud', '/', '/admin/3#x'])(
    'keeps the site path %s',
    (to) => {
      expect(safeReturnPath(to)).toBe(to);
    },
  );

  it.each([
    null,
    undefined,
    '',
    'dashboard',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    '/login?to=%2Fdashboard',
    '/fair/login',
    '/signup',
    '/reset-password/abcdefabcdefabcdef',
    '/verify-email/abcdefabcdefabcdef',
  ])('refuses %j', (to) => {
    expect(safeReturnPath(to)).toBeNull();
  });
});
