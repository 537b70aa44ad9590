import { createSelector } from '@reduxjs/toolkit';
import { salaryPath } from '@opengood/routes';
import { loadedEntries, selectAreaPages, type RootState } from '@opengood/platform';
import { countryFromQuery, type SalarySummary } from './salaryApi';

export const SALARY_AREA = 'mfe-salary';

const selectSalaryPages = (state: RootState) => selectAreaPages(state, SALARY_AREA);

/**
 * Countries with data for the select, from the latest summary that listed them: while another country
 * loads or fails, the select stays usable. The shown country is added so the select always names it.
 */
export const selectCountryCodes = createSelector(
  [selectSalaryPages, (_state: RootState, shown: string) => shown],
  (pages, shown) => {
    const latest = loadedEntries(pages)
      .map((entry) => entry.data as SalarySummary)
      .find((summary) => summary.countries.length > 0);
    const codes = (latest?.countries ?? []).map((c) => c.countryCode);
    return codes.includes(shown) ? codes : [...codes, shown];
  },
);

/**
 * Where the menu's "explore" link goes: back to the country last explored in this visit (it is in the
 * explorer's URL, the area's latest page), else the explorer's root.
 */
export const selectExplorerHref = createSelector([selectSalaryPages], (pages) => {
  const href = pages?.current ? pages.entries[pages.current]?.href : undefined;
  const country = href ? countryFromQuery(new URL(href).search) : null;
  return country ? `${salaryPath()}?country=${country}` : salaryPath();
});

/** Function rows with data, most salaries first (the order the answer gives). */
export const selectFunctionRows = createSelector([(summary: SalarySummary) => summary.byFunction], (rows) =>
  rows.filter((row) => row.count > 0),
);
