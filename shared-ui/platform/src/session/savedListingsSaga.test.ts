import { DATA_ROUTES, DATA_PREFIX, TMP_STORAGE_TTL_DAYS } from '@opengood/contracts';
import { HttpError, type HttpClient } from '../http';
import { createAppStore } from '../store/createAppStore';
import { keepForAfterSignup, TMP_STORAGE_URL, withTmpIdParam } from './afterSignup';
import { PENDING_TMP_KEY } from './pendingTmp';
import { SAVED_LISTINGS_URL, savedListingsSaga, savedListingUrl } from './savedListingsSaga';
import { selectIsListingSaved, selectRestoredApplication, selectSavedListings } from './selectors';
import {
  listingSaveRequested,
  listingUnsaveRequested,
  restoredApplicationTaken,
  tmpRecordRestored,
  userLoaded,
} from './sessionSlice';
import { testUser } from './testUser';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const job = { id: 12, type: 'JOB' } as const;

function setup({ post, del, signedIn = true }: { post?: jest.Mock; del?: jest.Mock; signedIn?: boolean }) {
  const http = {
    post: post ?? jest.fn().mockResolvedValue({}),
    delete: del ?? jest.fn().mockResolvedValue({ ok: true }),
  } as unknown as HttpClient & { post: jest.Mock; delete: jest.Mock };
  const store = createAppStore({ context: { http } });
  store.runSaga('platform/savedListings', savedListingsSaga);
  if (signedIn) store.dispatch(userLoaded(testUser({ savedListings: [{ id: 3, type: 'EVENT' }] })));
  else store.dispatch(userLoaded(null));
  return { store, http };
}

describe('saved listings (spec §4)', () => {
  it('restates the contracts addresses', () => {
    expect(`${DATA_PREFIX}${DATA_ROUTES.saveListing.path}`).toBe(SAVED_LISTINGS_URL);
    expect(
      `${DATA_PREFIX}${DATA_ROUTES.unsaveListing.path}`.replace(':type', 'JOB').replace(':id', '12'),
    ).toBe(savedListingUrl(job));
    expect(`${DATA_PREFIX}${DATA_ROUTES.createTmpStorage.path}`).toBe(TMP_STORAGE_URL);
  });

  it('saves at once and keeps it when the call succeeds', async () => {
    const { store, http } = setup({});
    store.dispatch(listingSaveRequested(job));
    expect(selectIsListingSaved(store.getState(), 'JOB', 12)).toBe(true);
    await flush();
    expect(http.post).toHaveBeenCalledWith(SAVED_LISTINGS_URL, job);
    expect(selectSavedListings(store.getState())).toEqual([job, { id: 3, type: 'EVENT' }]);
  });

  it('rolls a save back when the call fails, whatever the failure', async () => {
    const { store } = setup({ post: jest.fn().mockRejectedValue(new HttpError(404, '{}', {})) });
    store.dispatch(listingSaveRequested(job));
    expect(selectIsListingSaved(store.getState(), 'JOB', 12)).toBe(true);
    await flush();
    expect(selectIsListingSaved(store.getState(), 'JOB', 12)).toBe(false);
  });

  it('unsaves at once; rolls back on a failure but not on a 404', async () => {
    const del = jest
      .fn()
      .mockRejectedValueOnce(new HttpError(500, '{}', {}))
      .mockRejectedValueOnce(new HttpError(404, '{}', {}));
    const { store, http } = setup({ del });
    const event = { id: 3, type: 'EVENT' } as const;
    store.dispatch(listingUnsaveRequested(event));
    expect(selectIsListingSaved(store.getState(), 'EVENT', 3)).toBe(false);
    await flush();
    expect(http.delete).toHaveBeenCalledWith('/data/saved-listings/EVENT/3');
    expect(selectIsListingSaved(store.getState(), 'EVENT', 3)).toBe(true);
    store.dispatch(listingUnsaveRequested(event));
    await flush();
    expect(selectIsListingSaved(store.getState(), 'EVENT', 3)).toBe(false);
  });

  it('calls nothing for a signed-out visitor', async () => {
    const { store, http } = setup({ signedIn: false });
    store.dispatch(listingSaveRequested(job));
    await flush();
    expect(http.post).not.toHaveBeenCalled();
    expect(selectSavedListings(store.getState())).toEqual([]);
  });

  it('saves a SAVE_LISTING record restored after sign-up, once', async () => {
    const { store, http } = setup({});
    store.dispatch(tmpRecordRestored({ kind: 'SAVE_LISTING', data: job }));
    await flush();
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(selectIsListingSaved(store.getState(), 'JOB', 12)).toBe(true);
    store.dispatch(tmpRecordRestored({ kind: 'SAVE_LISTING', data: job }));
    await flush();
    expect(http.post).toHaveBeenCalledTimes(1);
  });

  it('keeps restored application values until the listing form takes them', () => {
    const { store } = setup({});
    store.dispatch(
      tmpRecordRestored({
        kind: 'LISTING_APPLICATION_VALUES',
        data: { listingId: 12, listingType: 'JOB', values: { coverLetter: 'Hello' } },
      }),
    );
    expect(selectRestoredApplication(store.getState(), 'JOB', 12)?.values).toEqual({ coverLetter: 'Hello' });
    store.dispatch(restoredApplicationTaken(job));
    expect(selectRestoredApplication(store.getState(), 'JOB', 12)).toBeNull();
  });
});

describe('keepForAfterSignup', () => {
  it('stores the records and remembers the entry in this browser', async () => {
    const post = jest.fn().mockResolvedValue({ data: { id: 'A'.repeat(22) } });
    const http = { post } as unknown as HttpClient;
    const records = [{ kind: 'SAVE_LISTING', data: job }] as const;
    await expect(keepForAfterSignup(http, records, 1000)).resolves.toBe('A'.repeat(22));
    expect(post).toHaveBeenCalledWith(TMP_STORAGE_URL, { data: JSON.stringify(records) });
    expect(JSON.parse(window.localStorage.getItem(PENDING_TMP_KEY)!)).toEqual({
      tmpId: 'A'.repeat(22),
      expires: 1000 + TMP_STORAGE_TTL_DAYS * 86_400_000,
    });
    expect(withTmpIdParam('/en/job/12-x?a=1', 'B'.repeat(22))).toBe(
      `/en/job/12-x?a=1&tmpId=${'B'.repeat(22)}`,
    );
  });
});
