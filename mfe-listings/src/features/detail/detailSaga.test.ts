import { runSaga, channel, type Saga } from 'redux-saga';
import { HttpError, type HttpClient } from '@opengood/platform';
import { detailSaga } from './detailSaga';
import { detailFailed, detailPageEntered, detailReceived, detailSlice } from './detailSlice';
import { fetchDetail, isUnpublished } from './detailApi';

function run(get: jest.Mock) {
  const actions = channel<{ type: string }>();
  const dispatched: { type: string; payload?: unknown }[] = [];
  runSaga(
    {
      channel: actions,
      dispatch: (a: { type: string }) => dispatched.push(a),
      getState: () => ({}),
      context: { http: { get } },
    },
    detailSaga as Saga,
  );
  return { put: (a: { type: string }) => actions.put(a), dispatched };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('detail loader and saga', () => {
  it('reads each kind from its own data path', async () => {
    const get = jest.fn().mockResolvedValue({ data: { type: 'JOB' } });
    const http = { get } as unknown as HttpClient;
    await fetchDetail(http, 'JOB', '12');
    await fetchDetail(http, 'VOLOP', '13');
    await fetchDetail(http, 'ORG', '14');
    expect(get.mock.calls.map((c) => c[0])).toEqual([
      '/data/website/jobs/12',
      '/data/website/volops/13',
      '/data/website/organizations/14',
    ]);
  });

  it('knows the unpublished variants by their type', () => {
    expect(isUnpublished({ type: 'UNPUBLISHED_JOB' })).toBe(true);
    expect(isUnpublished({ type: 'JOB' })).toBe(false);
  });

  it('shows not-found for a 400 or 404 and the error page for a 5xx (spec §8)', async () => {
    for (const [status, notFound] of [
      [400, true],
      [404, true],
      [500, false],
    ] as const) {
      const saga = run(jest.fn().mockRejectedValue(new HttpError(status, '{}', {})));
      saga.put(detailPageEntered({ kind: 'JOB', id: '1' }));
      await flush();
      expect(saga.dispatched).toContainEqual(detailFailed({ notFound }));
    }
  });

  it('puts the listing it loaded', async () => {
    const saga = run(jest.fn().mockResolvedValue({ data: { type: 'JOB', id: 1, title: 'Grant Writer' } }));
    saga.put(detailPageEntered({ kind: 'JOB', id: '1' }));
    await flush();
    expect(saga.dispatched).toContainEqual(
      detailReceived({ type: 'JOB', id: 1, title: 'Grant Writer' } as never),
    );
  });

  it('forgets the previous listing when a new page is entered', () => {
    const loaded = detailSlice.reducer(undefined, detailReceived({ type: 'JOB', id: 1 } as never));
    const next = detailSlice.reducer(loaded, detailPageEntered({ kind: 'ORG', id: '5' }));
    expect(next).toEqual({ request: { kind: 'ORG', id: '5' }, status: 'loading', data: null });
  });
});
