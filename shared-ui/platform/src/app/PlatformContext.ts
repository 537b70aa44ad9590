import { createContext, useContext } from 'react';
import type { HttpClient } from '../http';
import type { SlotHost } from '../slots/slotHost';

/** Services the shell hands to every area (through single-spa custom props). */
export interface Platform {
  http: HttpClient;
  /** Fetches the code of the area that owns this path ahead of a click (hover/focus on a link). */
  preload(path: string): void;
  /** Where "contact support" goes; an external page. */
  supportUrl: string;
  /**
   * The page's extension slots and their fills (platform README "Slots"); none on a server, where every
   * slot renders empty.
   */
  slots?: SlotHost;
}

export const PlatformContext = createContext<Platform | null>(null);

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform must be used inside <AppProviders>');
  return platform;
}
