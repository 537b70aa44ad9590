import type { ComponentType } from 'react';
import type { Feature } from '../app/feature';

/**
 * Every extension slot: a place on one app's screen that other areas fill, by name → the props its fills
 * receive. The platform owns the list, so a slot's name and props are one contract for the app that renders
 * it and the areas that fill it; adding a slot is a minor release of the platform (README "Slots").
 */
export interface Slots {
  /**
   * The header's signed-in actions, beside the notifications and the account menu (docs/product/chrome.md#signed-in-header): the
   * cart pill of organisation members, the organisation switcher of people in several. Rendered by the
   * shell for signed-in visitors only, in the browser only, in the header's row of fixed height (a fill
   * never changes the header's height). `pathname`: the page the header is drawn for.
   */
  'header.actions': { pathname: string };
}

export type SlotName = keyof Slots;

/** One fill: a React component of an area, shown in a slot of another app's screen. */
export interface SlotFill<N extends SlotName = SlotName> {
  /** Unique within its area: the fill's key, and its name in error reports (`<area>:<id>`). */
  id: string;
  /** Place in the slot, lower first (default 0); equal orders go by area, then id. */
  order?: number;
  Component: ComponentType<Slots[N]>;
}

/** An area's fills by slot name. */
export type SlotFills = { readonly [N in SlotName]?: readonly SlotFill<N>[] };

/**
 * What a remote exposes as `./slots` (a small module of its own, apart from `./lifecycle` and `./App`):
 * its fills, and the strings they render (the area's own namespace, as its feature declares it), which are
 * loaded before its fills show.
 */
export interface SlotsModule {
  strings?: Pick<Feature, 'ns' | 'translations' | 'namespaces'>;
  fills: SlotFills;
}

/** Declares a remote's `./slots` module (typed: a fill's component takes its slot's props). */
export function defineSlots(module: SlotsModule): SlotsModule {
  return module;
}

/** Whether a loaded `./slots` module has the shape of one (it comes from another deploy). */
export function isSlotsModule(value: unknown): value is SlotsModule {
  const fills = (value as Partial<SlotsModule> | null)?.fills;
  return (
    typeof fills === 'object' && fills !== null && Object.values(fills).every((list) => Array.isArray(list))
  );
}
