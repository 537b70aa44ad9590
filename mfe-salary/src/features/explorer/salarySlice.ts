import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Lang } from '@opengood/contracts';
import type { SalaryRequest, SalarySummary } from './salaryApi';

export type SalaryStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface SalaryState {
  request: SalaryRequest | null;
  status: SalaryStatus;
  summary: SalarySummary | null;
  /** Countries with data, kept while another country loads so the select stays usable. */
  countries: { countryCode: string; count: number }[];
}

const initialState: SalaryState = { request: null, status: 'idle', summary: null, countries: [] };

export const salarySlice = createSlice({
  name: 'salary',
  initialState,
  reducers: {
    /** The explorer was entered (or the page language changed). */
    explorerEntered(state, action: PayloadAction<SalaryRequest>) {
      state.request = action.payload;
      state.status = 'loading';
    },
    /** The visitor picked another country in the select. */
    countrySelected(state, action: PayloadAction<{ country: string; lang: Lang }>) {
      state.request = { country: action.payload.country, lang: action.payload.lang };
      state.status = 'loading';
    },
    summaryReceived(state, action: PayloadAction<SalarySummary>) {
      state.status = 'succeeded';
      state.summary = action.payload;
      if (action.payload.countries.length > 0) state.countries = action.payload.countries;
    },
    summaryFailed(state) {
      state.status = 'failed';
      state.summary = null;
    },
  },
  selectors: {
    selectSalary: (s) => s,
    selectRequest: (s) => s.request,
    selectSummary: (s) => s.summary,
    selectCountries: (s) => s.countries,
  },
});

export const { explorerEntered, countrySelected, summaryReceived, summaryFailed } = salarySlice.actions;
export const { selectSalary, selectRequest, selectSummary, selectCountries } = salarySlice.selectors;

/** Country codes for the select: those with data, plus the requested one so the select always shows it. */
export const selectCountryCodes = createSelector([selectCountries, selectRequest], (countries, request) => {
  const codes = countries.map((c) => c.countryCode);
  if (request && !codes.includes(request.country)) codes.push(request.country);
  return codes;
});

/** Function rows with data, most salaries first (the order the answer gives). */
export const selectFunctionRows = createSelector([selectSummary], (summary) =>
  (summary?.byFunction ?? []).filter((row) => row.count > 0),
);
