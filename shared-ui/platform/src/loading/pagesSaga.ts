import type { Action } from '@reduxjs/toolkit';
import type { Saga, Task } from 'redux-saga';
import { call, cancel, cancelled, fork, put, select, take } from 'redux-saga/effects';
import type { Namespace } from 'i18next';
import { isLang } from '@opengood/contracts';
import { sagaContext } from '../store/sagaContext';
import type { RootState } from '../store/rootReducer';
import type { PageTable } from './definePages';
import { loadPage, type PageOutcome } from './loadPage';
import {
  pageEntered,
  pageLoadAbandoned,
  pageLoadFinished,
  pageRetried,
  pageRefreshSettled,
  pagesRefreshed,
  selectAreaPages,
  selectPageEntry,
  type AreaPages,
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

/** Loads the page on screen again after a write changed it, keeping its data shown until the answer. */
function* refreshCurrent<NS extends Namespace>(table: PageTable<NS>) {
  const pages: AreaPages | undefined = yield select((s: RootState) => selectAreaPages(s, table.area));
  const key = pages?.current;
  const entry = key ? pages?.entries[key] : undefined;
  if (!key || !entry?.refreshing) return;
  const http = yield* sagaContext('http');
  const url = new URL(entry.href);
  const page = table.match(url);
  if (!page) return;
  // The data key is `<page>:<lang>:<url part>` (definePages).
  const lang = key.split(':')[1];
  const outcome: PageOutcome = yield call(loadPage, page, { url, http, lang: isLang(lang) ? lang : 'en' });
  // Gone since (deleted elsewhere) is news; a failed reload keeps the data shown rather than an error page.
  if (outcome.status === 'failed') yield put(pageRefreshSettled({ area: table.area, key }));
  else yield put(pageLoadFinished({ area: table.area, key, outcome }));
}

/**
 * The one page-loading saga, one instance per area. Latest URL wins: entering another URL cancels (and
 * aborts) the load under way, so a stale answer never lands. A URL whose state is already loaded — by an
 * earlier visit, or by a server render handed over as preloaded state — is not fetched again.
 */
export function createPagesSaga<NS extends Namespace>(table: PageTable<NS>): Saga {
  const isVisit = (action: Action): action is ReturnType<typeof pageEntered> =>
    (pageEntered.match(action) || pageRetried.match(action)) && action.payload.area === table.area;

  // A write changed this area's pages (pagesSlice marks the page on screen).
  const isRefresh = (action: Action) => pagesRefreshed.match(action) && action.payload.area === table.area;

  return function* pagesSaga() {
    yield fork(function* refreshes() {
      while (true) {
        yield take(isRefresh);
        yield call(refreshCurrent, table);
      }
    });
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
      // A page changed while its area was away (a write elsewhere): shown with
      // its data, and loaded again now that the area is back.
      if (entry?.refreshing) {
        yield fork(refreshCurrent, table);
        continue;
      }
      if (entry?.status !== 'loading') continue;
      const task: Task = yield fork(loadEntry, table, visit);
      running = { key: visit.key, task };
    }
  };
}
