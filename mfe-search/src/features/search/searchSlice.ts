import { createSlice, createSelector, type PayloadAction } from '@reduxjs/toolkit';
import type { ListingSummary, SearchType } from '@opengood/contracts';
import type { SearchRequest, SearchResponse } from './searchApi';

export type SearchStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface SearchState {
  request: SearchRequest | null;
  status: SearchStatus;
  hits: ListingSummary[];
  nbHits: number;
  nbPages: number;
  errorStatus: number | null;
}

const initialState: SearchState = {
  request: null,
  status: 'idle',
  hits: [],
  nbHits: 0,
  nbPages: 0,
  errorStatus: null,
};

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    /** The URL of a search page was entered or changed (the URL is the source of truth). */
    pageEntered(state, action: PayloadAction<SearchRequest>) {
      state.request = action.payload;
      state.status = 'loading';
      state.errorStatus = null;
    },
    resultsReceived(state, action: PayloadAction<SearchResponse>) {
      state.status = 'succeeded';
      state.hits = action.payload.hits;
      state.nbHits = action.payload.nbHits;
      state.nbPages = action.payload.nbPages;
    },
    resultsFailed(state, action: PayloadAction<{ statusCode: number | null }>) {
      state.status = 'failed';
      state.errorStatus = action.payload.statusCode;
    },
  },
  selectors: {
    selectSearch: (s) => s,
    selectStatus: (s) => s.status,
    selectHits: (s) => s.hits,
  },
});

export const { pageEntered, resultsReceived, resultsFailed } = searchSlice.actions;
export const { selectSearch, selectStatus, selectHits } = searchSlice.selectors;

export const selectPaging = createSelector([selectSearch], (s) => ({
  pageIndex: s.request?.pageIndex ?? 0,
  nbPages: s.nbPages,
  nbHits: s.nbHits,
}));

export const selectRequestType = createSelector([selectSearch], (s): SearchType => s.request?.type ?? 'JOB');
