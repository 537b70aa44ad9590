import { combineSlices } from '@reduxjs/toolkit';
import { platformSlice } from './platformSlice';
import { pagesSlice } from '../loading/pagesSlice';
import { sessionSlice } from '../session/sessionSlice';
import { mutationsSlice } from '../mutations/mutationsSlice';

/**
 * The slices areas inject when they mount, keyed `<area>/<name>`. Empty here: an area declares its own
 * with module augmentation, so its compilation (and only its) sees its slice in RootState:
 *
 *   declare module '@opengood/platform' {
 *     interface LazyLoadedSlices { 'mfe-salary/explorer': ExplorerState }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

/** A new root reducer per store: injection mutates it, so it is never shared between stores. */
export function createRootReducer() {
  return combineSlices(
    platformSlice,
    pagesSlice,
    sessionSlice,
    mutationsSlice,
  ).withLazyLoadedSlices<LazyLoadedSlices>();
}

export type RootReducer = ReturnType<typeof createRootReducer>;
/** The platform's slices plus every lazily injected slice (optional: present once its area mounted). */
export type RootState = ReturnType<RootReducer>;
