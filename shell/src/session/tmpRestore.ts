import type { Task } from 'redux-saga';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, cancel, fork, race, select, take } from 'redux-saga/effects';
import type { User } from '@opengood/contracts';
import { selectUser, userLoaded, userSignedIn, userUpdated } from '@opengood/platform';

import { tmpIdOf } from './tmpUrl';

const filled = (name: string | null) => name !== null && name.trim() !== '';

/**
 * docs/product/accounts.md#temporary-data: the stored data is restored once the user is loaded, their email is verified and they have
 * a first and a last name. The spec's "or restore is forced" (`?tmpRestore=force`) is gone: no flow used
 * it, and a link could skip the verification with it.
 */
export function canRestore(user: User | null): boolean {
  return user !== null && user.emailVerified && filled(user.firstName) && filled(user.lastName);
}

export interface TmpRestoreDeps {
  /** The current path, query and hash. */
  href: () => string;
  /** Rewrites the address bar without a navigation (history.replaceState). */
  replaceUrl: (href: string) => void;
  navigate: (href: string) => void;
  /** Fires on every navigation (the URL may now carry a tmpId). */
  subscribeToNavigation: (listener: () => void) => () => void;
}

/** The restore parses records with the contract's schemas: loaded only when there is one to restore. */
function* restoreLazily(deps: TmpRestoreDeps, tmpId: string) {
  const { restoreTmp }: typeof import('./restoreTmp') = yield call(() => import('./restoreTmp'));
  yield call(restoreTmp, deps, tmpId);
}

/**
 * The shell's restore saga: whenever the URL or the user changes, restores the entry named by `tmpId`
 * once the conditions hold, asking the user first (restoreTmp); each entry once per page load.
 */
export function createTmpRestoreSaga(deps: TmpRestoreDeps) {
  return function* tmpRestoreSaga() {
    const navigations: EventChannel<true> = eventChannel((emit) =>
      deps.subscribeToNavigation(() => emit(true)),
    );
    const tried = new Set<string>();
    let running: Task | null = null;
    try {
      while (true) {
        const href = deps.href();
        const tmpId = tmpIdOf(href);
        const user: User | null = yield select(selectUser);
        if (tmpId && !tried.has(tmpId) && canRestore(user) && !running?.isRunning()) {
          tried.add(tmpId);
          running = yield fork(restoreLazily, deps, tmpId);
        }
        yield race({
          navigated: take(navigations),
          user: take([userLoaded.type, userSignedIn.type, userUpdated.type]),
        });
      }
    } finally {
      if (running?.isRunning()) yield cancel(running);
      navigations.close();
    }
  };
}
