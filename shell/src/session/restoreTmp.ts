import type { PayloadAction } from '@reduxjs/toolkit';
import { call, cancelled, put, take } from 'redux-saga/effects';
import { parseTmpRecords, type TmpRecord } from '@opengood/contracts';
import { routes, type RouteAnswer } from '@opengood/contracts/routes';
import { safeReturnPath } from '@opengood/routes';
import {
  forgetPendingTmp,
  isHttpError,
  mutate,
  sagaContext,
  tmpRecordRestored,
  type HttpClient,
} from '@opengood/platform';
import { deleteTmpEntry } from './restoreMutations';
import type { TmpRestoreDeps } from './tmpRestore';
import {
  needsConfirmation,
  tmpRestoreAnswered,
  tmpRestoreOffered,
  tmpRestoreWithdrawn,
} from './tmpRestoreSlice';
import { withoutTmpId } from './tmpUrl';

/** GET /tmp-storage/:tmpId: the entry, to its own visitor only (anyone else gets a 404). */
const fetchEntry = (http: HttpClient, tmpId: string) => http.call(routes.tmpStorage, { params: { tmpId } });

/** Shows the records to the user and waits for their answer: true to apply them. */
function* askUser(tmpId: string, records: TmpRecord[]) {
  let answered = false;
  try {
    yield put(tmpRestoreOffered({ tmpId, records }));
    while (true) {
      const answer: PayloadAction<{ tmpId: string; apply: boolean }> = yield take(tmpRestoreAnswered.type);
      if (answer.payload.tmpId !== tmpId) continue;
      answered = true;
      return answer.payload.apply;
    }
  } finally {
    if (!answered && ((yield cancelled()) as boolean)) yield put(tmpRestoreWithdrawn());
  }
}

/**
 * Fetches the entry (the api answers only the visitor who wrote it), shows the user what it would do and
 * applies it only once they confirm: announces each record for the area that owns its kind, then goes on
 * to the page it names. Confirmed or declined, the entry is deleted and the URL cleaned. An entry that only
 * names a page to go on to (the sign-up-to-post flow) changes nothing and is not asked about.
 */
export function* restoreTmp(deps: TmpRestoreDeps, tmpId: string) {
  const http: HttpClient = yield* sagaContext('http');
  let records: TmpRecord[];
  try {
    const answer: RouteAnswer<'tmpStorage'> = yield call(fetchEntry, http, tmpId);
    records = parseTmpRecords(answer.data.data) ?? [];
  } catch (error) {
    // Gone (expired, restored in another tab, or not this visitor's): nothing to do but clean up. After
    // another failure the id stays in the URL, and the next page load tries again.
    if (isHttpError(error) && (error.statusCode === 404 || error.statusCode === 400)) {
      forgetPendingTmp(tmpId);
      deps.replaceUrl(withoutTmpId(deps.href()));
    }
    return;
  }
  const apply: boolean = needsConfirmation(records) ? yield* askUser(tmpId, records) : true;
  if (apply) for (const record of records) yield put(tmpRecordRestored(record));
  try {
    yield* mutate(deleteTmpEntry, tmpId, tmpId);
  } catch {
    // It expires on its own; the records were applied (or declined).
  }
  forgetPendingTmp(tmpId);
  deps.replaceUrl(withoutTmpId(deps.href()));
  if (!apply) return;
  const redirect = records.find((r) => r.kind === 'SIGNUP_BLOCK_REDIRECT');
  const to = redirect?.kind === 'SIGNUP_BLOCK_REDIRECT' ? safeReturnPath(redirect.data.url) : null;
  if (to) deps.navigate(to);
}
