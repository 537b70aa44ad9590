// Extension slots (README "Slots"): places on one app's screen that other areas fill, with fills loaded
// from each remote's small `./slots` module.
export {
  defineSlots,
  isSlotsModule,
  type SlotFill,
  type SlotFills,
  type SlotName,
  type Slots,
  type SlotsModule,
} from './slots';
export {
  createSlotHost,
  SlotFillError,
  type PlacedFill,
  type SlotHost,
  type SlotHostOptions,
  type SlotSource,
} from './slotHost';
export { Slot, type SlotProps } from './Slot';
