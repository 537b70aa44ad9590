import type { User } from '@opengood/contracts';
import { createAppStore, selectIsSignedIn, userSignedIn } from '@opengood/platform';
import { forgetEndedSession } from './sessionEnded';

describe('forgetEndedSession', () => {
  it('signs the page out after the current task (the redirect to log in)', async () => {
    const store = createAppStore();
    store.dispatch(userSignedIn({ id: 1 } as User));
    forgetEndedSession(store);
    expect(selectIsSignedIn(store.getState())).toBe(true);
    await Promise.resolve();
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });
});
