import { useCallback, useEffect, useState } from 'react';
import type { RouteAnswer } from '@opengood/contracts/routes';
import { routes } from '@opengood/contracts/routes';
import type { StaffTab } from '@opengood/routes';
import { usePlatform, type HttpClient } from '@opengood/platform';

export type StaffAnswer =
  | { tab: 'USERS'; answer: RouteAnswer<'staffUsers'> }
  | { tab: 'INVOICES'; answer: RouteAnswer<'staffInvoices'> }
  | { tab: 'PAYMENTS'; answer: RouteAnswer<'staffPayments'> }
  | { tab: 'DONATIONS'; answer: RouteAnswer<'staffDonations'> };

/** One tab's page of results from its staff route (q and the one-based page). */
export async function fetchStaffResults(
  http: HttpClient,
  tab: StaffTab,
  query: { q: string; page: number },
  signal?: AbortSignal,
): Promise<StaffAnswer> {
  const input = { query: { q: query.q, page: String(query.page) } };
  switch (tab) {
    case 'USERS':
      return { tab, answer: await http.call(routes.staffUsers, input, { signal }) };
    case 'INVOICES':
      return { tab, answer: await http.call(routes.staffInvoices, input, { signal }) };
    case 'PAYMENTS':
      return { tab, answer: await http.call(routes.staffPayments, input, { signal }) };
    case 'DONATIONS':
      return { tab, answer: await http.call(routes.staffDonations, input, { signal }) };
  }
}

export type StaffResults =
  | { status: 'loading'; shown: StaffAnswer | null }
  | { status: 'loaded'; shown: StaffAnswer }
  | { status: 'failed'; shown: null };

/**
 * The staff tab's results, fetched in the browser with the signed-in staff member's session. These pages
 * are not loaded by the page table: a server render is anonymous and would only meet a 401, and the tabs
 * answer like an unknown page to anyone who is not staff (StaffTabPage). The last results stay shown
 * (dimmed) while the next page loads.
 */
export function useStaffResults(tab: StaffTab, q: string, page: number, enabled: boolean) {
  const { http } = usePlatform();
  const [state, setState] = useState<StaffResults>({ status: 'loading', shown: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', shown: s.shown?.tab === tab ? s.shown : null }));
    fetchStaffResults(http, tab, { q, page }, controller.signal).then(
      (shown) => setState({ status: 'loaded', shown }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed', shown: null });
      },
    );
    return () => controller.abort();
  }, [http, tab, q, page, enabled, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
