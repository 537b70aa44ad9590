// Promotional ads (docs/product/chrome.md#promotional-ads, docs/product/chrome.md#ad-eligibility): the shell chooses, every area can show the choice in a placement.
export {
  adsSlice,
  adChosen,
  adDismissed,
  adDismissalsRestored,
  selectChosenAd,
  selectDismissedAds,
  selectChosenAdHref,
  isAdType,
  AD_TYPES,
  AD_PLACEMENTS,
  type AdType,
  type AdPlacement,
  type AdsState,
} from './adsSlice';
export { AD_LINKS } from './adLinks';
export { AdSlot, type AdSlotProps } from './AdSlot';
