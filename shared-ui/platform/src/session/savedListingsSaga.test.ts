import { TMP_STORAGE_TTL_DAYS } from '@opengood/contracts';
import { HttpError } from '../http';
import { selectMutation } from '../mutations/mutationsSlice';
import { mutationId } from '../mutations/defineMutation';
import { createAppStore } from '../store/createAppStore';
import { createFakeHttp, type FakeHandlers } from '../testing';
import { keepForAfterSignup, withTmpIdParam } from './afterSignup';
import { PENDING_TMP_KEY } from './pendingTmp';
import { savedListingsSaga } from './savedListingsSaga';
import { saveListing } from './savedListingMutations';
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
const SAVED_AT = '2026-11-25T10:00:00.000Z';

const saved = ({ body }: { body: unknown }) => ({
  savedListing: { ...(body as { id: number; type: 'JOB' }), savedAt: SAVED_AT },
});

function setup(handlers: FakeHandlers = {}, { signedIn = true } = {}) {
  const fake = createFakeHttp({ saveListing: saved, unsaveListing: { ok: true }, ...handlers });
  const store = createAppStore({ context: { http: fake.http } });
  store.runSaga('platform/savedListings', savedListingsSaga);
  if (signedIn) store.dispatch(userLoaded(testUser({ savedListings: [{ id: 3, type: 'EVENT' }] })));
  else store.dispatch(userLoaded(null));
  return { store, fake };
}

describe('saved listings (docs/product/listings.md#saved-listings)', () => {
  it('saves at once, writes through the saveListing mutation, and keeps it when the call succeeds', async () => {
    const { store, fake } = setup();
    store.dispatch(listingSaveRequested(job));
    expect(selectIsListingSaved(store.getState(), 'JOB', 12)).toBe(true);
    await flush();
    expect(fake.callsOf('saveListing').map((c) => c.body)).toEqual([job]);
    expect(selectSavedListings(store.getState())).toEqual([job, { id: 3, type: 'EVENT' }]);
    expect(selectMutation(store.getState(), mutationId(saveListing, 'JOB/12'))).toEqual({
      status: 'succeeded',
    });
  });

  it('rolls a save back when the call fails, whatever the failure', async () => {
    const { store } = setup({
      saveListing: new HttpError(404, '', { message: 'Not found', errors: { listing: 'NOT_FOUND' } }),
    });
    store.dispatch(listingSaveRequested(job));
    expect(selectIsListingSaved(store.getState(), 'JOB', 12)).toBe(true);
    await flush();
    expect(selectIsListingSaved(store.getState(), 'JOB', 12)).toBe(false);
    expect(selectMutation(store.getState(), mutationId(saveListing, 'JOB/12'))?.status).toBe('failed');
  });

  it('unsaves at once; rolls back on a failure but not on a 404', async () => {
    const answers = [
      new HttpError(500, '', { message: 'Server error', errors: {} }),
      new HttpError(404, '', { message: 'Not saved', errors: {} }),
    ];
    const { store, fake } = setup({ unsaveListing: () => answers.shift()! });
    const event = { id: 3, type: 'EVENT' } as const;
    store.dispatch(listingUnsaveRequested(event));
    expect(selectIsListingSaved(store.getState(), 'EVENT', 3)).toBe(false);
    await flush();
    expect(fake.callsOf('unsaveListing').map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE /data/saved-listings/EVENT/3',
    ]);
    expect(selectIsListingSaved(store.getState(), 'EVENT', 3)).toBe(true);
    store.dispatch(listingUnsaveRequested(event));
    await flush();
    expect(selectIsListingSaved(store.getState(), 'EVENT', 3)).toBe(false);
  });

  it('calls nothing for a signed-out visitor', async () => {
    const { store, fake } = setup({}, { signedIn: false });
    store.dispatch(listingSaveRequested(job));
    await flush();
    expect(fake.calls).toEqual([]);
    expect(selectSavedListings(store.getState())).toEqual([]);
  });

  it('saves a SAVE_LISTING record restored after sign-up, once', async () => {
    const { store, fake } = setup();
    store.dispatch(tmpRecordRestored({ kind: 'SAVE_LISTING', data: job }));
    await flush();
    expect(fake.callsOf('saveListing')).toHaveLength(1);
    expect(selectIsListingSaved(store.getState(), 'JOB', 12)).toBe(true);
    store.dispatch(tmpRecordRestored({ kind: 'SAVE_LISTING', data: job }));
    await flush();
    expect(fake.callsOf('saveListing')).toHaveLength(1);
  });

  it('keeps restored application values until the listing form takes them', () => {
    const { store } = setup();
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
    const fake = createFakeHttp({ createTmpStorage: { data: { id: 'A'.repeat(22) } } });
    const records = [{ kind: 'SAVE_LISTING', data: job }] as const;
    await expect(keepForAfterSignup(fake.http, records, 1000)).resolves.toBe('A'.repeat(22));
    expect(fake.callsOf('createTmpStorage').map((c) => c.body)).toEqual([{ data: JSON.stringify(records) }]);
    expect(JSON.parse(window.localStorage.getItem(PENDING_TMP_KEY)!)).toEqual({
      tmpId: 'A'.repeat(22),
      expires: 1000 + TMP_STORAGE_TTL_DAYS * 86_400_000,
    });
    expect(withTmpIdParam('/en/job/12-x?a=1', 'B'.repeat(22))).toBe(
      `/en/job/12-x?a=1&tmpId=${'B'.repeat(22)}`,
    );
  });
});
