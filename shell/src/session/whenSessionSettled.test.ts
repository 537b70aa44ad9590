import { createAppStore, sessionLoadFailed, sessionLoadStarted, userLoaded } from '@opengood/platform';
import { whenSessionSettled } from './whenSessionSettled';

describe('whenSessionSettled', () => {
  it('resolves at once when no load is under way', async () => {
    await expect(whenSessionSettled(createAppStore())).resolves.toBeUndefined();
  });

  it('resolves when the load answers or fails', async () => {
    const store = createAppStore();
    store.dispatch(sessionLoadStarted());
    const settled = whenSessionSettled(store);
    store.dispatch(userLoaded(null));
    await expect(settled).resolves.toBeUndefined();
    store.dispatch(sessionLoadStarted()); // known stays known
    const failed = createAppStore();
    failed.dispatch(sessionLoadStarted());
    const again = whenSessionSettled(failed);
    failed.dispatch(sessionLoadFailed());
    await expect(again).resolves.toBeUndefined();
  });

  it('gives up waiting after the time limit', async () => {
    jest.useFakeTimers();
    const store = createAppStore();
    store.dispatch(sessionLoadStarted());
    const settled = whenSessionSettled(store, 100);
    jest.advanceTimersByTime(100);
    await expect(settled).resolves.toBeUndefined();
    jest.useRealTimers();
  });
});
