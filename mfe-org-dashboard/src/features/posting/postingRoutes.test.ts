import { parseDashboardPath } from '../dashboard/sections';
import { parsePostingPath } from './postingRoutes';
import { parseOrgRoute } from '../shared/orgRoutes';

const at = (path: string) => parsePostingPath(new URL(path, 'https://opengood.test'));

describe('posting addresses', () => {
  it('reads the type choice (with a valid listingType), the table, create, edit and repost', () => {
    expect(at('/admin/12/post-a-listing?listingType=VOLOP')).toEqual({
      kind: 'choose',
      orgId: '12',
      listingType: 'VOLOP',
    });
    expect(at('/admin/12/post-a-listing?listingType=NOPE')).toMatchObject({ listingType: null });
    expect(at('/admin/12/listings')).toEqual({ kind: 'listings', orgId: '12' });
    expect(at('/admin/12/events/create')).toEqual({
      kind: 'editor',
      orgId: '12',
      listingType: 'EVENT',
      listingId: null,
    });
    expect(at('/admin/12/internships/7/edit')).toEqual({
      kind: 'editor',
      orgId: '12',
      listingType: 'INTERNSHIP',
      listingId: '7',
    });
    expect(at('/admin/12/volops/7/repost')).toEqual({
      kind: 'repost',
      orgId: '12',
      listingType: 'VOLOP',
      listingId: '7',
    });
  });

  it('leaves other features’ listing pages alone and serves no unknown sub-path', () => {
    for (const path of [
      '/admin/12/jobs/7',
      '/admin/12/jobs/7/applicants',
      '/admin/12/jobs/7/preview',
      '/admin/12/jobs/anything/else',
      '/admin/12/jobs/create/more',
      '/admin/12/listings/extra',
      '/admin/x/listings',
      '/admin/12/applications/3',
    ]) {
      expect(at(path)).toBeNull();
      // …and the dashboard's sections do not take them either: the not-found page, or another feature's.
      expect(parseDashboardPath(path)).toBeNull();
    }
  });

  it('reads the logged-in-only posting routes as a choice of organisation first', () => {
    expect(parseOrgRoute('/post-a-listing')).toEqual({ kind: 'select', sub: 'post-a-listing' });
    expect(parseOrgRoute('/jobs/create')).toEqual({ kind: 'select', sub: 'jobs/create' });
    expect(parseOrgRoute('/internships/create')).toEqual({ kind: 'select', sub: 'internships/create' });
  });
});
