import { runSaga, channel, type Saga } from 'redux-saga';
import { HttpError, type HttpClient } from '@opengood/platform';
import { searchSaga } from './searchSaga';
import { pageEntered, resultsFailed, resultsReceived, searchSlice, type SearchState } from './searchSlice';
import { fetchSearchResults, type SearchRequest } from './searchApi';

const request: SearchRequest = {
  type: 'JOB',
  q: 'grant writer',
  pageIndex: 1,
  sort: 'newest',
  lang: 'es',
  locationType: 'REMOTE',
};

function run(http: Partial<HttpClient>) {
  const actions = channel<{ type: string }>();
  const dispatched: { type: string; payload?: unknown }[] = [];
  runSaga(
    {
      channel: actions,
      dispatch: (a: { type: string; payload?: unknown }) => dispatched.push(a),
      getState: () => ({}),
      context: { http },
    },
    searchSaga as Saga,
  );
  return { put: (a: { type: string }) => actions.put(a), dispatched };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('search loader and saga', () => {
  it('asks the data service with a one-based page and only the parameters that are set', async () => {
    const get = jest.fn().mockResolvedValue({ hits: [], nbHits: 0, nbPages: 0, page: 2, pageSize: 20 });
    await fetchSearchResults({ get } as unknown as HttpClient, request);
    expect(get).toHaveBeenCalledWith(
      '/data/search/listings?type=JOB&page=2&pageSize=20&sort=newest&lang=es&q=grant+writer&locationType=REMOTE',
    );
  });

  it('puts the results of the latest request only (a stale answer is cancelled)', async () => {
    let resolveFirst: (v: unknown) => void = () => {};
    const get = jest
      .fn()
      .mockImplementationOnce(() => new Promise((r) => (resolveFirst = r)))
      .mockResolvedValueOnce({ hits: [{ id: 2 }], nbHits: 1, nbPages: 1, page: 1, pageSize: 20 });
    const saga = run({ get });
    saga.put(pageEntered({ ...request, q: 'first' }));
    saga.put(pageEntered({ ...request, q: 'second' }));
    await flush();
    resolveFirst({ hits: [{ id: 1 }], nbHits: 1, nbPages: 1, page: 1, pageSize: 20 });
    await flush();
    const received = saga.dispatched.filter((a) => a.type === resultsReceived.type);
    expect(received).toHaveLength(1);
    expect(received[0]!.payload).toMatchObject({ hits: [{ id: 2 }] });
  });

  it('reports a failure with its status code', async () => {
    const saga = run({ get: jest.fn().mockRejectedValue(new HttpError(503, '{}', {})) });
    saga.put(pageEntered(request));
    await flush();
    expect(saga.dispatched).toContainEqual(resultsFailed({ statusCode: 503 }));
  });
});

describe('search slice', () => {
  const reduce = (state: SearchState | undefined, action: { type: string }) =>
    searchSlice.reducer(state, action);

  it('marks a new page as loading and keeps the request it is for', () => {
    const state = reduce(undefined, pageEntered(request));
    expect(state).toMatchObject({ status: 'loading', request, errorStatus: null });
  });

  it('stores results and failures', () => {
    const loaded = reduce(
      reduce(undefined, pageEntered(request)),
      resultsReceived({ hits: [], nbHits: 41, nbPages: 3, page: 2, pageSize: 20 }),
    );
    expect(loaded).toMatchObject({ status: 'succeeded', nbHits: 41, nbPages: 3 });
    expect(reduce(loaded, resultsFailed({ statusCode: 500 }))).toMatchObject({
      status: 'failed',
      errorStatus: 500,
    });
  });
});
