import type { Action } from '@reduxjs/toolkit';
import type { Saga, Task } from 'redux-saga';
import { call, cancel, cancelled, fork, put, select, take } from 'redux-saga/effects';
import type { Namespace } from 'i18next';
import { sagaContext } from '../store/sagaContext';
import type { RootState } from '../store/rootReducer';
import type { PageTable } from './definePages';
import { loadPage, type PageOutcome } from './loadPage';
import {
  pageEntered,
  pageLoadAbandoned,
  pageLoadFinished,
  pageRetried,
  selectPageEntry,
  type PageEntry,
  type PageVisit,
} from './pagesSlice';

function* loadEntry<NS extends Namespace>(table: PageTable<NS>, visit: PageVisit) {
  const controller = new AbortController();
  try {
    const http = yield* sagaContext('http');
    const url = new URL(visit.href);
    const page = table.match(url);
    const outcome: PageOutcome = page
      ? yield call(loadPage, page, { url, http, lang: visit.lang, signal: controller.signal })
      : { status: 'notFound', statusCode: 404 };
    yield put(pageLoadFinished({ area: table.area, key: visit.key, outcome }));
  } finally {
    const wasCancelled: boolean = yield cancelled();
    if (wasCancelled) {
      controller.abort();
      yield put(pageLoadAbandoned({ area: table.area, key: visit.key }));
    }
  }
}

/**
 * The one page-loading saga, one instance per area. Latest URL wins: entering another URL cancels (and
 * aborts) the load under way, so a stale answer never lands. A URL whose state is already loaded — by an
 * earlier visit, or by a server render handed over as preloaded state — is not fetched again.
 */
export function createPagesSaga<NS extends Namespace>(table: PageTable<NS>): Saga {
  const isVisit = (action: Action): action is ReturnType<typeof pageEntered> =>
    (pageEntered.match(action) || pageRetried.match(action)) && action.payload.area === table.area;

  return function* pagesSaga() {
    let running: { key: string; task: Task } | null = null;
    while (true) {
      const { payload: visit }: ReturnType<typeof pageEntered> = yield take(isVisit);
      const entry: PageEntry | undefined = yield select((s: RootState) =>
        selectPageEntry(s, table.area, visit.key),
      );
      if (running?.task.isRunning()) {
        if (running.key === visit.key && entry?.status === 'loading') continue; // already under way
        yield cancel(running.task);
      }
      running = null;
      if (entry?.status !== 'loading') continue;
      const task: Task = yield fork(loadEntry, table, visit);
      running = { key: visit.key, task };
    }
  };
}
