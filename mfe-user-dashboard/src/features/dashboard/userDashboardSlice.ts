import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DashboardSection } from './dashboardRoutes';

export interface UserDashboardState {
  /** The section being shown; null on the dashboard home. Account data joins it once sessions exist. */
  section: DashboardSection | null;
}

const initialState: UserDashboardState = { section: null };

export const userDashboardSlice = createSlice({
  name: 'userDashboard',
  initialState,
  reducers: {
    /** A page of the dashboard was entered; section is null for the home. */
    pageEntered(state, action: PayloadAction<{ section: DashboardSection | null }>) {
      state.section = action.payload.section;
    },
  },
  selectors: {
    selectSection: (s) => s.section,
  },
});

export const { pageEntered } = userDashboardSlice.actions;
export const { selectSection } = userDashboardSlice.selectors;
