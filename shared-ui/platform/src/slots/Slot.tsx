import { Component, createElement, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { PlatformContext } from '../app/PlatformContext';
import { SlotFillError, type SlotHost } from './slotHost';
import type { SlotName, Slots } from './slots';

export interface SlotProps<N extends SlotName> {
  name: N;
  /** What every fill of the slot receives (typed by the slot's name). */
  props: Slots[N];
}

interface BoundaryProps {
  slot: SlotName;
  fill: string;
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** One fill's error boundary: a fill that throws is left out and reported; the slot and its other fills stay. */
class FillBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(new SlotFillError(this.props.slot, this.props.fill, error));
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const NONE: readonly never[] = [];
const NO_HOST = () => () => undefined;

/**
 * Where an app shows what other areas contribute to its screen (platform README "Slots"): the fills of
 * the slot `name`, in order, each with `props`, each in its own error boundary. Nothing of its own: no
 * wrapper element, so the fills sit in the owner's layout. The first render of a slot starts loading the
 * slot modules (after the commit, so the page is painted first); a fill shows once its module is in. On
 * a server, and in the first (hydrating) render in the browser, a slot is empty.
 */
export function Slot<N extends SlotName>({ name, props }: SlotProps<N>) {
  const host: SlotHost | undefined = useContext(PlatformContext)?.slots;
  useEffect(() => {
    void host?.load();
  }, [host]);
  const fills = useSyncExternalStore(
    host ? host.subscribe : NO_HOST,
    () => (host ? host.fillsOf(name) : NONE),
    () => NONE,
  );
  if (!host) return null;
  return (
    <>
      {fills.map((fill) => (
        <FillBoundary key={fill.key} slot={name} fill={fill.key} onError={host.reportError}>
          {createElement(fill.Component, props)}
        </FillBoundary>
      ))}
    </>
  );
}
