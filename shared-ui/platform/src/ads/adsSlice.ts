import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../store/rootReducer';

/** docs/product/chrome.md#promotional-ads: the promotional ads, in the order the first eligible one is chosen. */
export const AD_TYPES = ['GRAD_FAIRS', 'SALARY_SURVEY', 'RESUME_DB'] as const;
export type AdType = (typeof AD_TYPES)[number];

/** docs/product/chrome.md#promotional-ads: where an ad is shown; the chosen ad is the same in all three. */
export const AD_PLACEMENTS = ['BANNER', 'SIDEBAR', 'INTERSTITIAL'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

export interface AdsState {
  /** The ad every placement shows, chosen by the shell from the session (null: none). */
  chosen: AdType | null;
  /** Ads this visitor dismissed (remembered by the shell across visits). */
  dismissed: AdType[];
  /**
   * Where the chosen ad leads when it names one thing (the graduate fairs ad: the nearest upcoming fair,
   * docs/product/grad-fairs.md#the-ad); null: the ad type's own page (AD_LINKS).
   */
  href: string | null;
}

const initialState: AdsState = { chosen: null, dismissed: [], href: null };

/**
 * `platform/ads`: injected by the shell at boot (`store.injectSlice('platform', adsSlice)`), read by any
 * area through `<AdSlot placement=… />`. The shell decides which ad is eligible; areas only render it.
 */
export const adsSlice = createSlice({
  name: 'platform/ads',
  initialState,
  reducers: {
    /** The shell worked out which ad the visitor is eligible for (and, for some, the one thing it leads to). */
    adChosen: {
      reducer(state, action: PayloadAction<{ type: AdType | null; href: string | null }>) {
        state.chosen = action.payload.type;
        state.href = action.payload.type === null ? null : action.payload.href;
      },
      prepare: (type: AdType | null, href: string | null = null) => ({ payload: { type, href } }),
    },
    /** The visitor closed an ad: it is gone from every placement at once. */
    adDismissed(state, action: PayloadAction<AdType>) {
      if (!state.dismissed.includes(action.payload)) state.dismissed.push(action.payload);
      if (state.chosen === action.payload) {
        state.chosen = null;
        state.href = null;
      }
    },
    /** Dismissals remembered from earlier visits. */
    adDismissalsRestored(state, action: PayloadAction<AdType[]>) {
      for (const type of action.payload) if (!state.dismissed.includes(type)) state.dismissed.push(type);
      if (state.chosen && state.dismissed.includes(state.chosen)) {
        state.chosen = null;
        state.href = null;
      }
    },
  },
});

export const { adChosen, adDismissed, adDismissalsRestored } = adsSlice.actions;

declare module '../store/rootReducer' {
  interface LazyLoadedSlices {
    'platform/ads': AdsState;
  }
}

const EMPTY: AdType[] = [];
export const selectChosenAd = (state: RootState): AdType | null => state['platform/ads']?.chosen ?? null;
export const selectDismissedAds = (state: RootState): AdType[] => state['platform/ads']?.dismissed ?? EMPTY;
/** Where the chosen ad leads when it names one thing (null: its type's page). */
export const selectChosenAdHref = (state: RootState): string | null => state['platform/ads']?.href ?? null;

export function isAdType(value: unknown): value is AdType {
  return typeof value === 'string' && (AD_TYPES as readonly string[]).includes(value);
}
