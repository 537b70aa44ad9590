import { parseFairAreaPath, parseGradFairInvitePath, parseGradFairsPath } from './gradFairRoutes';

describe('grad fair URLs (docs/product/grad-fairs.md)', () => {
  it('reads an organisation’s fairs and one of its invitations', () => {
    expect(parseGradFairsPath('/admin/12/grad-fairs')).toEqual({ orgId: '12' });
    expect(parseGradFairsPath('/admin/12/grad-fairs/')).toEqual({ orgId: '12' });
    expect(parseGradFairsPath('/admin/x/grad-fairs')).toBeNull();
    expect(parseGradFairsPath('/admin/12/grad-fairs/extra')).toBeNull();
    expect(parseGradFairInvitePath('/admin/12/grad-fairs/invites/7')).toEqual({ orgId: '12', inviteId: '7' });
    for (const path of [
      '/admin/12/grad-fairs/invites',
      '/admin/12/grad-fairs/invites/abc',
      '/admin/12/grad-fairs/invites/7/more',
      '/admin/12/grad-fairs/invites/99999999999',
    ])
      expect(parseGradFairInvitePath(path)).toBeNull();
  });

  it('reads the fair area: its home and one fair; anything else there is not a page', () => {
    expect(parseFairAreaPath('/fair')).toEqual({ kind: 'home' });
    expect(parseFairAreaPath('/fair?from=ad')).toEqual({ kind: 'home' });
    expect(parseFairAreaPath('/fair/3')).toEqual({ kind: 'fair', fairId: '3' });
    expect(parseFairAreaPath('/fair/abc')).toBeNull();
    expect(parseFairAreaPath('/fair/3/x')).toBeNull();
    expect(parseFairAreaPath('/fairs')).toBeNull();
  });
});
