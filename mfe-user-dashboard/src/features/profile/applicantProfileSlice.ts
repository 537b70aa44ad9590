import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApplicantProfile, ApplicantProfileInput, WorkHistoryJobInput } from '@opengood/contracts';
import type { RootState } from '@opengood/platform';
import { IDLE, type FormState } from '../formState';

// The applicant profile as changed on the dashboard (spec §3, §4 applicant profile fetch: request,
// success, failure). The profile loaded with the page lives in platform/pages; every answer of a change is
// the whole profile (the api normalises it), kept here and shown instead.

export interface ApplicantProfileState {
  profile: ApplicantProfile | null;
  form: FormState;
  resume: FormState;
  /** The work-history job being saved or deleted ('new' for one being added). */
  job: FormState & { target: number | 'new' | null };
}

const initialState: ApplicantProfileState = {
  profile: null,
  form: IDLE,
  resume: IDLE,
  job: { ...IDLE, target: null },
};

export const applicantProfileSlice = createSlice({
  name: 'mfe-user-dashboard/applicantProfile',
  initialState,
  reducers: {
    profileSubmitted(state, _action: PayloadAction<ApplicantProfileInput>) {
      state.form = { status: 'saving', errors: {} };
    },
    profileSaved(state, action: PayloadAction<ApplicantProfile>) {
      state.profile = action.payload;
      state.form = { status: 'saved', errors: {} };
    },
    profileSaveFailed(state, action: PayloadAction<Record<string, string>>) {
      state.form = { status: 'failed', errors: action.payload };
    },
    /** A file was chosen; `token` names it in the pending-files registry (a File is not state). */
    resumeChosen(state, _action: PayloadAction<{ token: string; name: string }>) {
      state.resume = { status: 'saving', errors: {} };
    },
    resumeRemoveRequested(state) {
      state.resume = { status: 'saving', errors: {} };
    },
    resumeSaved(state, action: PayloadAction<ApplicantProfile>) {
      state.profile = action.payload;
      state.resume = { status: 'saved', errors: {} };
    },
    resumeRefused(state, action: PayloadAction<Record<string, string>>) {
      state.resume = { status: 'failed', errors: action.payload };
    },
    jobSubmitted(state, action: PayloadAction<{ id: number | null; job: WorkHistoryJobInput }>) {
      state.job = { status: 'saving', errors: {}, target: action.payload.id ?? 'new' };
    },
    jobDeleteConfirmed(state, action: PayloadAction<{ id: number }>) {
      state.job = { status: 'saving', errors: {}, target: action.payload.id };
    },
    jobSaved(state, action: PayloadAction<ApplicantProfile>) {
      state.profile = action.payload;
      state.job = { status: 'saved', errors: {}, target: state.job.target };
    },
    jobSaveFailed(state, action: PayloadAction<Record<string, string>>) {
      state.job = { status: 'failed', errors: action.payload, target: state.job.target };
    },
    jobFormClosed(state) {
      state.job = { ...IDLE, target: null };
    },
  },
});

export const {
  profileSubmitted,
  profileSaved,
  profileSaveFailed,
  resumeChosen,
  resumeRemoveRequested,
  resumeSaved,
  resumeRefused,
  jobSubmitted,
  jobDeleteConfirmed,
  jobSaved,
  jobSaveFailed,
  jobFormClosed,
} = applicantProfileSlice.actions;

export const selectApplicantProfileState = (state: RootState): ApplicantProfileState =>
  state['mfe-user-dashboard/applicantProfile'] ?? initialState;

/** Files chosen but not yet sent, by token: the saga takes them from here. */
const pendingFiles = new Map<string, File>();
let nextToken = 0;
export function holdFile(file: File): string {
  const token = `file-${(nextToken += 1)}`;
  pendingFiles.set(token, file);
  return token;
}
export function takeFile(token: string): File | undefined {
  const file = pendingFiles.get(token);
  pendingFiles.delete(token);
  return file;
}
