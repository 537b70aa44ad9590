import { LISTING_TYPES } from '@opengood/contracts';
import { listingAdminPath, matchListingPreviewPath } from './listing-admin-paths';

describe('listing admin paths (docs/product/organisations.md#dashboard-routes)', () => {
  it('builds each type’s preview, edit and repost paths', () => {
    expect(listingAdminPath(3, 'JOB', 7, 'preview')).toBe('/admin/3/jobs/7/preview');
    expect(listingAdminPath('3', 'INTERNSHIP', '7', 'edit')).toBe('/admin/3/internships/7/edit');
    expect(listingAdminPath(3, 'VOLOP', 7, 'repost')).toBe('/admin/3/volops/7/repost');
    expect(listingAdminPath(3, 'EVENT', 7, 'preview')).toBe('/admin/3/events/7/preview');
  });

  it.each(LISTING_TYPES)('reads back the preview path of a %s', (type) => {
    expect(matchListingPreviewPath(listingAdminPath(12, type, 34, 'preview'))).toEqual({
      orgId: '12',
      type,
      id: '34',
    });
  });

  it.each([
    '/admin/12/jobs/34',
    '/admin/12/jobs/34/edit',
    '/admin/12/jobs/34/preview/x',
    '/admin/12/listings/34/preview',
    '/org/12/jobs/34/preview',
    '/en/job/34-preview',
  ])('%s is not a preview', (path) => {
    expect(matchListingPreviewPath(path)).toBeNull();
  });

  it('ignores a trailing slash and the query; decodes the segments', () => {
    expect(matchListingPreviewPath('/admin/12/jobs/a%20b/preview/?x=1')).toEqual({
      orgId: '12',
      type: 'JOB',
      id: 'a b',
    });
  });
});
