import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Platform-wide state owned by the shell and read by every area. */
export type RenderState = 'server' | 'client-not-hydrated' | 'client-hydrated';

export interface FlashNotice {
  id: string;
  type: string;
  data?: Record<string, unknown>;
  sticky?: boolean;
}

export interface PlatformState {
  forcedUpdate: boolean;
  renderState: RenderState;
  flash: FlashNotice[];
}

const initialState: PlatformState = { forcedUpdate: false, renderState: 'server', flash: [] };

export const platformSlice = createSlice({
  name: 'platform/app',
  initialState,
  reducers: {
    newerVersionDetected(state) {
      state.forcedUpdate = true;
    },
    renderStateChanged(state, action: PayloadAction<RenderState>) {
      state.renderState = action.payload;
    },
    flashReceived(state, action: PayloadAction<FlashNotice>) {
      if (!state.flash.some((f) => f.id === action.payload.id)) state.flash.push(action.payload);
    },
    flashDismissed(state, action: PayloadAction<string>) {
      state.flash = state.flash.filter((f) => f.id !== action.payload);
    },
  },
  selectors: {
    selectForcedUpdate: (s) => s.forcedUpdate,
    selectRenderState: (s) => s.renderState,
    selectFlash: (s) => s.flash,
  },
});

export const { newerVersionDetected, renderStateChanged, flashReceived, flashDismissed } =
  platformSlice.actions;
export const { selectForcedUpdate, selectRenderState, selectFlash } = platformSlice.selectors;
