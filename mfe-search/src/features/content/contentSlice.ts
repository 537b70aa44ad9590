import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Content } from './contentApi';

export interface ContentState {
  path: string | null;
  status: 'idle' | 'loading' | 'succeeded' | 'notFound' | 'failed';
  content: Content | null;
}

const initialState: ContentState = { path: null, status: 'idle', content: null };

export const contentSlice = createSlice({
  name: 'content',
  initialState,
  reducers: {
    contentRequested(state, action: PayloadAction<string>) {
      state.path = action.payload;
      state.status = 'loading';
      state.content = null;
    },
    contentReceived(state, action: PayloadAction<Content>) {
      state.status = 'succeeded';
      state.content = action.payload;
    },
    contentFailed(state, action: PayloadAction<{ notFound: boolean }>) {
      state.status = action.payload.notFound ? 'notFound' : 'failed';
    },
  },
  selectors: { selectContent: (s) => s },
});

export const { contentRequested, contentReceived, contentFailed } = contentSlice.actions;
export const { selectContent } = contentSlice.selectors;
