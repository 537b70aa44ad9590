import { call, put } from 'redux-saga/effects';
import { parseTmpRecords, type TmpRecord } from '@opengood/contracts';
import { safeReturnPath } from '@opengood/routes';
import { isHttpError, sagaContext, tmpRecordRestored, type HttpClient } from '@opengood/platform';
import { forgetPendingTmp } from '@opengood/platform';
import type { TmpRestoreDeps } from './tmpRestore';
import { withoutTmpId } from './tmpUrl';

const tmpStoragePath = (tmpId: string) => `/data/tmp-storage/${encodeURIComponent(tmpId)}`;

/** Fetches the entry, announces each record for the area that owns its kind, deletes it, cleans the URL. */
export function* restoreTmp(deps: TmpRestoreDeps, tmpId: string) {
  const http: HttpClient = yield* sagaContext('http');
  let records: TmpRecord[];
  try {
    const answer: { data: { data: string } } = yield call([http, http.get], tmpStoragePath(tmpId));
    records = parseTmpRecords(answer.data.data) ?? [];
  } catch (error) {
    // Gone (expired, or restored in another tab): nothing to do but clean up. After another failure the
    // id stays in the URL, and the next page load tries again.
    if (isHttpError(error) && (error.statusCode === 404 || error.statusCode === 400)) {
      forgetPendingTmp(tmpId);
      deps.replaceUrl(withoutTmpId(deps.href()));
    }
    return;
  }
  for (const record of records) yield put(tmpRecordRestored(record));
  try {
    yield call([http, http.delete], tmpStoragePath(tmpId));
  } catch {
    // It expires on its own; the records were applied.
  }
  forgetPendingTmp(tmpId);
  deps.replaceUrl(withoutTmpId(deps.href()));
  const redirect = records.find((r) => r.kind === 'SIGNUP_BLOCK_REDIRECT');
  const to = redirect?.kind === 'SIGNUP_BLOCK_REDIRECT' ? safeReturnPath(redirect.data.url) : null;
  if (to) deps.navigate(to);
}
