import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { LISTING_TYPES, type ListingType } from '@opengood/contracts';
import type { OrgDashboardOverview } from './orgDashboardApi';

export type OrgDashboardStatus = 'idle' | 'loading' | 'succeeded' | 'notFound' | 'failed';

export interface OrgDashboardState {
  orgId: string | null;
  status: OrgDashboardStatus;
  overview: OrgDashboardOverview | null;
}

const initialState: OrgDashboardState = { orgId: null, status: 'idle', overview: null };

export const orgDashboardSlice = createSlice({
  name: 'orgDashboard',
  initialState,
  reducers: {
    /** A page of an organisation's dashboard was entered (or retried). */
    pageEntered(state, action: PayloadAction<{ orgId: string }>) {
      if (state.orgId !== action.payload.orgId) state.overview = null;
      state.orgId = action.payload.orgId;
      state.status = 'loading';
    },
    overviewReceived(state, action: PayloadAction<OrgDashboardOverview>) {
      state.status = 'succeeded';
      state.overview = action.payload;
    },
    overviewFailed(state, action: PayloadAction<{ statusCode: number | null }>) {
      const code = action.payload.statusCode;
      // Spec §8: an organisation that cannot be loaded (400, 404) shows the not-found page; 5xx the error page.
      state.status = code !== null && code >= 400 && code < 500 ? 'notFound' : 'failed';
      state.overview = null;
    },
  },
  selectors: {
    selectOrgDashboard: (s) => s,
    selectStatus: (s) => s.status,
    selectOverview: (s) => s.overview,
  },
});

export const { pageEntered, overviewReceived, overviewFailed } = orgDashboardSlice.actions;
export const { selectOrgDashboard, selectStatus, selectOverview } = orgDashboardSlice.selectors;

/** Counts for every listing type, in a fixed order, missing ones as 0. */
export const selectListingCounts = createSelector([selectOverview], (overview) =>
  LISTING_TYPES.map((type): { type: ListingType; count: number } => ({
    type,
    count: overview?.listingCounts[type] ?? 0,
  })),
);
