import type { AccountState } from './features/account/accountSlice';
import type { ApplicantProfileState } from './features/profile/applicantProfileSlice';
import type { SavedSearchesState } from './features/savedItems/savedSearchesSlice';
import type { SettingsState } from './features/notifications/settingsSlice';
import type { PaymentsState } from './features/payments/paymentsSlice';

// The area's own slices join the typed root state (only this area's compilation sees them).
declare module '@opengood/platform' {
  interface LazyLoadedSlices {
    'mfe-user-dashboard/savedSearches': SavedSearchesState;
    'mfe-user-dashboard/applicantProfile': ApplicantProfileState;
    'mfe-user-dashboard/settings': SettingsState;
    'mfe-user-dashboard/account': AccountState;
    'mfe-user-dashboard/payments': PaymentsState;
  }
}

export {};
