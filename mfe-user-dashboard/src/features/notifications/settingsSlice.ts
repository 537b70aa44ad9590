import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EmailPreferenceKind, GeneralSettings, Notification } from '@opengood/contracts';
import type { RootState } from '@opengood/platform';
import { IDLE, type FormState } from '../formState';

// General settings (spec §7): the mail preferences and the public profile, as changed here; and the
// notifications (spec §4: NEW to DISMISSED) read and dismissed on the preferences page.

export interface SettingsState {
  /** The latest general settings answered by a change (the loaded ones live in platform/pages). */
  settings: GeneralSettings | null;
  /** Kinds whose switch moved and is being saved (optimistic). */
  pendingKinds: EmailPreferenceKind[];
  preferencesError: EmailPreferenceKind | null;
  profile: FormState;
  /** Notifications changed here, by id. */
  notifications: Record<number, Notification>;
}

const initialState: SettingsState = {
  settings: null,
  pendingKinds: [],
  preferencesError: null,
  profile: IDLE,
  notifications: {},
};

export const settingsSlice = createSlice({
  name: 'mfe-user-dashboard/settings',
  initialState,
  reducers: {
    /** Optimistic: the switch moves now (on the settings given), the saga saves it or puts it back. */
    emailPreferenceToggled(
      state,
      action: PayloadAction<{ current: GeneralSettings; kind: EmailPreferenceKind; enabled: boolean }>,
    ) {
      const { current, kind, enabled } = action.payload;
      state.settings = {
        ...current,
        emailPreferences: current.emailPreferences.map((p) => (p.kind === kind ? { kind, enabled } : p)),
      };
      if (!state.pendingKinds.includes(kind)) state.pendingKinds.push(kind);
      state.preferencesError = null;
    },
    emailPreferenceSaved(state, action: PayloadAction<{ kind: EmailPreferenceKind; settings: GeneralSettings }>) {
      state.pendingKinds = state.pendingKinds.filter((k) => k !== action.payload.kind);
      // Another switch still in flight keeps its optimistic value.
      const pending = new Map(state.settings?.emailPreferences.map((p) => [p.kind, p.enabled]));
      state.settings = {
        ...action.payload.settings,
        emailPreferences: action.payload.settings.emailPreferences.map((p) =>
          state.pendingKinds.includes(p.kind) ? { kind: p.kind, enabled: pending.get(p.kind) ?? p.enabled } : p,
        ),
      };
    },
    emailPreferenceSaveFailed(state, action: PayloadAction<{ kind: EmailPreferenceKind; enabled: boolean }>) {
      const { kind, enabled } = action.payload;
      state.pendingKinds = state.pendingKinds.filter((k) => k !== kind);
      if (state.settings)
        state.settings.emailPreferences = state.settings.emailPreferences.map((p) =>
          p.kind === kind ? { kind, enabled } : p,
        );
      state.preferencesError = kind;
    },
    publicProfileSubmitted(state, _action: PayloadAction<{ username: string | null; published: boolean }>) {
      state.profile = { status: 'saving', errors: {} };
    },
    profileFeatureEnableRequested(state) {
      state.profile = { status: 'saving', errors: {} };
    },
    publicProfileSaved(state, action: PayloadAction<GeneralSettings>) {
      state.settings = action.payload;
      state.profile = { status: 'saved', errors: {} };
    },
    publicProfileSaveFailed(state, action: PayloadAction<Record<string, string>>) {
      state.profile = { status: 'failed', errors: action.payload };
    },
    notificationChangeRequested(state, action: PayloadAction<{ notification: Notification; change: { read?: boolean; status?: 'DISMISSED' } }>) {
      const { notification, change } = action.payload;
      state.notifications[notification.id] = { ...notification, ...change };
    },
    notificationChanged(state, action: PayloadAction<Notification>) {
      state.notifications[action.payload.id] = action.payload;
    },
    notificationChangeFailed(state, action: PayloadAction<Notification>) {
      state.notifications[action.payload.id] = action.payload;
    },
  },
});

export const {
  emailPreferenceToggled,
  emailPreferenceSaved,
  emailPreferenceSaveFailed,
  publicProfileSubmitted,
  profileFeatureEnableRequested,
  publicProfileSaved,
  publicProfileSaveFailed,
  notificationChangeRequested,
  notificationChanged,
  notificationChangeFailed,
} = settingsSlice.actions;

export const selectSettingsState = (state: RootState): SettingsState =>
  state['mfe-user-dashboard/settings'] ?? initialState;
