import { testUser } from '../testing/fixtures';
import { accountMenu, findAJobMenu, organizationLinks, postMenu, takeActionMenu } from './menus';

describe('header menus (docs/product/chrome.md#menus)', () => {
  it("Find a Job links to the locale's five searches", () => {
    expect(findAJobMenu('en').map((i) => i.href)).toEqual([
      '/en/jobs',
      '/en/internships',
      '/en/volunteer',
      '/en/events',
      '/en/organizations',
    ]);
    expect(findAJobMenu('es').map((i) => i.href)).toEqual([
      '/es/empleos',
      '/es/pasantias',
      '/es/voluntariado',
      '/es/eventos',
      '/es/organizaciones',
    ]);
    expect(findAJobMenu('pt').map((i) => i.href)).toEqual([
      '/pt/empregos',
      '/pt/estagios',
      '/pt/voluntariado',
      '/pt/eventos',
      '/pt/organizacoes',
    ]);
  });

  it('Take Action ends with the donate link of the language', () => {
    expect(takeActionMenu('en').at(-1)?.href).toBe('/en/donate');
    expect(takeActionMenu('es').at(-1)?.href).toBe('/es/dona');
    expect(takeActionMenu('pt').at(-1)?.href).toBe('/pt/doacao');
  });

  it('Post sends visitors to sign up to post, and signed-in users to post each type', () => {
    expect(new Set(postMenu('es', false).map((i) => i.href))).toEqual(new Set(['/es/orgs/registrate']));
    expect(postMenu('en', true).map((i) => i.href)).toEqual([
      '/post-a-listing?listingType=JOB',
      '/post-a-listing?listingType=INTERNSHIP',
      '/post-a-listing?listingType=VOLOP',
      '/post-a-listing?listingType=EVENT',
    ]);
  });

  it('the account menu leads to the dashboard sections; organisations to their dashboards', () => {
    expect(accountMenu().map((i) => i.href)).toEqual([
      '/dashboard',
      '/dashboard/saved-items',
      '/dashboard/profile',
      '/dashboard/application-history',
      '/dashboard/notification-preferences',
      '/dashboard/account-settings',
    ]);
    const member = testUser({
      orgs: [
        { id: 12, name: 'Casa Verde', isOwner: true, selected: false },
        { id: 40, name: 'Open Books', isOwner: true, selected: false },
      ],
    });
    expect(organizationLinks(member)).toEqual([
      { id: 12, name: 'Casa Verde', href: '/admin/12' },
      { id: 40, name: 'Open Books', href: '/admin/40' },
    ]);
  });
});
