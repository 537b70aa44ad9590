import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Lang } from '@opengood/contracts';
import type { PageOutcome } from './loadPage';
import { userLoaded, userSignedIn, userSignedOut } from '../session/sessionSlice';

/**
 * The loaded state of one URL of an area; `href` is the URL it was entered with. `refreshing`: a write
 * changed its data and it is being loaded again, the old data shown meanwhile (pagesRefreshed).
 */
export type PageEntry = ({ status: 'loading' } | PageOutcome) & { href: string; refreshing?: boolean };

/** Which pages of an area a write changed: by page id (definePages' `id`), all of the area when omitted. */
export interface PageRefresh {
  area: string;
  pages?: readonly string[];
}

export interface AreaPages {
  /** The data key of the page the area shows (or showed last, while another area is mounted). */
  current: string | null;
  entries: Record<string, PageEntry>;
  /** Data keys, least recently entered first, so old entries can be let go. */
  order: string[];
}

export interface PagesState {
  areas: Record<string, AreaPages>;
  /**
   * Whom the loaded pages were loaded for: a user id, null for a signed-out visitor, undefined until the
   * session is first known (a server render is anonymous and stays valid once the session is known).
   */
  loadedFor?: number | null;
}

/** Loaded URLs kept per area: enough for back and forward, bounded for a long visit. */
export const MAX_ENTRIES_PER_AREA = 20;

export interface PageAddress {
  area: string;
  /** The data key (see definePages): page id, language and the part of the URL the data depends on. */
  key: string;
}

export interface PageVisit extends PageAddress {
  href: string;
  lang: Lang;
}

const initialState: PagesState = { areas: {} };

/** Entries not on screen are dropped; the one on screen keeps its data and is marked for a reload. */
function refresh(pages: AreaPages, ids?: readonly string[]) {
  const matches = (key: string) => !ids || ids.some((id) => key.startsWith(`${id}:`));
  for (const key of Object.keys(pages.entries)) {
    if (!matches(key)) continue;
    const entry = pages.entries[key]!;
    if (key === pages.current && entry.status === 'loaded') entry.refreshing = true;
    else if (key !== pages.current || entry.status !== 'loading') {
      delete pages.entries[key];
      pages.order = pages.order.filter((k) => k !== key);
    }
  }
}

/**
 * Someone else is signed in (or nobody now): pages loaded for the one before may hold their data (a
 * dashboard), so every entry not on screen is dropped, and the next visit loads it for whoever is signed in
 * then. The page on screen is left to the flow that changed the session (log-out and log-in move on to
 * another page; reloading a private page for nobody would only meet a 401).
 */
function identityChanged(state: PagesState, userId: number | null) {
  const before = state.loadedFor;
  state.loadedFor = userId;
  if (before === undefined || before === userId) return;
  for (const pages of Object.values(state.areas)) {
    for (const key of Object.keys(pages.entries)) {
      if (key === pages.current) continue;
      delete pages.entries[key];
      pages.order = pages.order.filter((k) => k !== key);
    }
  }
}

function areaOf(state: PagesState, area: string): AreaPages {
  return (state.areas[area] ??= { current: null, entries: {}, order: [] });
}

function touch(pages: AreaPages, key: string) {
  pages.order = [...pages.order.filter((k) => k !== key), key];
  while (pages.order.length > MAX_ENTRIES_PER_AREA) {
    const oldest = pages.order.shift();
    if (oldest !== undefined) delete pages.entries[oldest];
  }
}

export const pagesSlice = createSlice({
  name: 'platform/pages',
  initialState,
  reducers: {
    /**
     * A page was entered (a navigation, a reload, a hydration). An entry already loaded for this key stays
     * as it is and is not fetched again; a new one, or one that failed, starts loading.
     */
    pageEntered(state, action: PayloadAction<PageVisit>) {
      const { area, key, href } = action.payload;
      const pages = areaOf(state, area);
      pages.current = key;
      const entry = pages.entries[key];
      if (!entry || entry.status === 'failed') pages.entries[key] = { status: 'loading', href };
      touch(pages, key);
    },
    /** The visitor asked to try a failed page again. */
    pageRetried(state, action: PayloadAction<PageVisit>) {
      const { area, key, href } = action.payload;
      const pages = areaOf(state, area);
      pages.current = key;
      pages.entries[key] = { status: 'loading', href };
      touch(pages, key);
    },
    pageLoadFinished(state, action: PayloadAction<PageAddress & { outcome: PageOutcome }>) {
      const { area, key, outcome } = action.payload;
      const entry = state.areas[area]?.entries[key];
      if (entry) state.areas[area]!.entries[key] = { ...outcome, href: entry.href };
    },
    /**
     * A write changed these pages' data (a mutation's `refreshes`): entries not on screen are dropped, so
     * the next visit loads them; the one on screen keeps its data and is loaded again (the pages saga).
     */
    pagesRefreshed(state, action: PayloadAction<PageRefresh>) {
      const pages = state.areas[action.payload.area];
      if (pages) refresh(pages, action.payload.pages);
    },
    /** The reload of a refreshed page failed: its data stays as it was. */
    pageRefreshSettled(state, action: PayloadAction<PageAddress>) {
      const entry = state.areas[action.payload.area]?.entries[action.payload.key];
      if (entry) delete entry.refreshing;
    },
    /** A newer URL won before this one answered: forget it, so entering it again loads it. */
    pageLoadAbandoned(state, action: PayloadAction<PageAddress>) {
      const { area, key } = action.payload;
      const pages = state.areas[area];
      if (pages?.entries[key]?.status !== 'loading') return;
      delete pages.entries[key];
      pages.order = pages.order.filter((k) => k !== key);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(userLoaded, (state, action) => identityChanged(state, action.payload?.id ?? null))
      .addCase(userSignedIn, (state, action) => identityChanged(state, action.payload.id))
      .addCase(userSignedOut, (state) => identityChanged(state, null));
  },
  selectors: {
    selectAreaPages: (state, area: string): AreaPages | undefined => state.areas[area],
    selectPageEntry: (state, area: string, key: string | null): PageEntry | undefined =>
      key === null ? undefined : state.areas[area]?.entries[key],
    selectCurrentPageEntry: (state, area: string): PageEntry | undefined => {
      const pages = state.areas[area];
      return pages?.current ? pages.entries[pages.current] : undefined;
    },
  },
});

export const {
  pageEntered,
  pageRetried,
  pageLoadFinished,
  pageLoadAbandoned,
  pagesRefreshed,
  pageRefreshSettled,
} = pagesSlice.actions;
export const { selectAreaPages, selectPageEntry, selectCurrentPageEntry } = pagesSlice.selectors;

/** The entries of an area with data, most recently entered first (e.g. the last list of countries). */
export function loadedEntries(pages: AreaPages | undefined): { key: string; data: unknown; href: string }[] {
  if (!pages) return [];
  return [...pages.order].reverse().flatMap((key) => {
    const entry = pages.entries[key];
    return entry?.status === 'loaded' ? [{ key, data: entry.data, href: entry.href }] : [];
  });
}
