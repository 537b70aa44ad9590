import { layoutForPath } from './layout';

describe('header layout (docs/product/chrome.md#header-layout)', () => {
  it.each([
    ['/nonprofit-salary-explorer/survey', 'base'],
    ['/nonprofit-salary-explorer/survey/', 'base'],
    ['/sign-up-to-post', 'base'],
    ['/es/orgs/registrate', 'base'],
    ['/pt/orgs/inscreva-se', 'base'],
    ['/nonprofit-salary-explorer', 'default'],
    ['/nonprofit-salary-explorer/faq', 'default'],
    ['/', 'default'],
    ['/en/jobs', 'default'],
    ['/login', 'default'],
    ['/dashboard', 'default'],
  ])('%s uses the %s layout', (path, layout) => {
    expect(layoutForPath(path)).toBe(layout);
  });
});
