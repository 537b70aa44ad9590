import { installLinkTracking } from './linkTracking';
import type { Analytics } from './analytics';

describe('link tracking', () => {
  it('tracks clicks on links marked data-track, with their href and source', () => {
    const analytics: Analytics = { track: jest.fn(), trackLink: jest.fn() };
    const stop = installLinkTracking(analytics);
    document.body.innerHTML = `
      <a href="/en/donate" data-track="Clicked Donate" data-track-source="header"><span>Donate</span></a>
      <a href="/en/jobs">Jobs</a>`;
    document.querySelector('span')!.click();
    document.querySelector<HTMLAnchorElement>('a[href="/en/jobs"]')!.click();
    expect(analytics.trackLink).toHaveBeenCalledTimes(1);
    expect(analytics.trackLink).toHaveBeenCalledWith('/en/donate', 'Clicked Donate', { source: 'header' });
    stop();
    document.querySelector('span')!.click();
    expect(analytics.trackLink).toHaveBeenCalledTimes(1);
  });
});
