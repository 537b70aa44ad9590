// Promotional ads (spec §1, §2, §5): the shell chooses, every area can show the choice in a placement.
export {
  adsSlice,
  adChosen,
  adDismissed,
  adDismissalsRestored,
  selectChosenAd,
  selectDismissedAds,
  isAdType,
  AD_TYPES,
  AD_PLACEMENTS,
  type AdType,
  type AdPlacement,
  type AdsState,
} from './adsSlice';
export { AD_LINKS } from './adLinks';
export { AdSlot, type AdSlotProps } from './AdSlot';
