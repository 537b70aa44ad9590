import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DetailKind, ListingDetail, OrgDetail } from './detailApi';

export interface DetailState {
  request: { kind: DetailKind; id: string } | null;
  status: 'idle' | 'loading' | 'succeeded' | 'notFound' | 'failed';
  data: ListingDetail | OrgDetail | null;
}

const initialState: DetailState = { request: null, status: 'idle', data: null };

export const detailSlice = createSlice({
  name: 'detail',
  initialState,
  reducers: {
    detailPageEntered(state, action: PayloadAction<{ kind: DetailKind; id: string }>) {
      state.request = action.payload;
      state.status = 'loading';
      state.data = null;
    },
    detailReceived(state, action: PayloadAction<ListingDetail | OrgDetail>) {
      state.status = 'succeeded';
      state.data = action.payload;
    },
    detailFailed(state, action: PayloadAction<{ notFound: boolean }>) {
      state.status = action.payload.notFound ? 'notFound' : 'failed';
    },
  },
  selectors: { selectDetail: (s) => s },
});

export const { detailPageEntered, detailReceived, detailFailed } = detailSlice.actions;
export const { selectDetail } = detailSlice.selectors;
