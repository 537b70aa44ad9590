import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../primitives/Icon';
import { focusWithoutScroll, tabbables } from '../overlay/focusable';

/** docs/product/chrome.md#menus: a hover-opened dropdown closes 200 ms after the pointer leaves, so reaching into it is easy. */
export const HOVER_CLOSE_DELAY_MS = 200;

export type DropdownKind = 'menu' | 'panel';
export type TriggerLook = 'nav' | 'icon';

const Wrap = styled.div`
  position: relative;
  display: inline-flex;
`;

const triggerLooks = {
  nav: css`
    gap: 4px;
    height: 40px;
    padding: 0 10px;
    border-radius: ${(p) => p.theme.radii[2]}px;
    font-weight: ${(p) => p.theme.fontWeights.semibold};
    color: ${(p) => p.theme.colors.text};
    &[aria-expanded='true'],
    &:hover {
      background: ${(p) => p.theme.colors.surface};
      color: ${(p) => p.theme.colors.primaryDark};
    }
    svg {
      transition: transform 0.15s ease;
    }
    &[aria-expanded='true'] svg {
      transform: rotate(180deg);
    }
  `,
  icon: css`
    position: relative;
    width: 40px;
    height: 40px;
    justify-content: center;
    border-radius: 50%;
    color: ${(p) => p.theme.colors.text};
    &[aria-expanded='true'],
    &:hover {
      background: ${(p) => p.theme.colors.surface};
    }
  `,
};

const Trigger = styled.button<{ $look: TriggerLook }>`
  display: inline-flex;
  align-items: center;
  border: none;
  background: none;
  font: inherit;
  cursor: pointer;
  white-space: nowrap;
  ${(p) => triggerLooks[p.$look]}
`;

const Panel = styled.div<{ $align: 'start' | 'end'; $width: number }>`
  position: absolute;
  top: 100%;
  ${(p) => (p.$align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${(p) => p.theme.zIndices.header + 1};
  /* The gap under the trigger belongs to the dropdown, so the pointer crossing it keeps it open. */
  padding-top: 6px;
  width: ${(p) => p.$width}px;
  max-width: calc(100vw - 24px);
`;

const Surface = styled.div`
  background: #fff;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[2]}px;
  box-shadow: 0 16px 40px rgba(16, 24, 40, 0.14);
  overflow: hidden;
`;

/** A list of menu items: `<MenuList><MenuItem><a role="menuitem" …/></MenuItem></MenuList>`. */
export const MenuList = styled.ul.attrs({ role: 'menu' })`
  list-style: none;
  margin: 0;
  padding: 6px;
`;

export const MenuItem = styled.li.attrs({ role: 'none' })`
  & > a,
  & > button {
    display: flex;
    align-items: center;
    gap: 10px;
    width: 100%;
    padding: 9px 12px;
    border: none;
    border-radius: ${(p) => p.theme.radii[1]}px;
    background: none;
    font: inherit;
    text-align: left;
    text-decoration: none;
    color: ${(p) => p.theme.colors.text};
    cursor: pointer;
  }
  & > a:hover,
  & > button:hover,
  & > a:focus-visible,
  & > button:focus-visible {
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.primaryDark};
  }
  & > a svg,
  & > button svg {
    color: ${(p) => p.theme.colors.muted};
  }
`;

export const MenuSeparator = styled.li.attrs({ role: 'separator' })`
  height: 1px;
  margin: 6px 0;
  background: ${(p) => p.theme.colors.border};
`;

export interface DropdownProps {
  /** What the trigger shows. */
  label: ReactNode;
  /** The trigger's accessible name when its label is not text (an icon). */
  triggerLabel?: string;
  /**
   * menu: a list of `role="menuitem"` items (arrow keys move between them). panel: free content (a list
   * of notifications); arrow keys move between its controls.
   */
  kind?: DropdownKind;
  look?: TriggerLook;
  /** Open on mouse hover (desktop), close 200 ms after the pointer leaves. */
  openOnHover?: boolean;
  align?: 'start' | 'end';
  width?: number;
  /** Shown on the trigger, e.g. a count badge. */
  badge?: ReactNode;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode | ((close: () => void) => ReactNode);
  'data-testid'?: string;
}

type OpenedBy = 'hover' | 'click' | 'keyboard';

/**
 * A button that opens a menu or panel below it. Mouse: hover (optional) or click; touch: tap; keyboard:
 * Enter, Space or ArrowDown open it on the first item, ArrowUp on the last; arrows, Home and End move;
 * Escape closes it and returns focus to the button; Tab or a click elsewhere closes it.
 */
export function Dropdown({
  label,
  triggerLabel,
  kind = 'menu',
  look = 'nav',
  openOnHover = false,
  align = 'start',
  width = 260,
  badge,
  onOpenChange,
  children,
  'data-testid': testId,
}: DropdownProps) {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const open = openedBy !== null;
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const panelId = useId();

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const setState = useCallback(
    (next: OpenedBy | null) => {
      setOpenedBy((prev) => {
        if ((prev === null) !== (next === null)) onOpenChange?.(next !== null);
        return next;
      });
    },
    [onOpenChange],
  );
  const close = useCallback(() => {
    cancelClose();
    setState(null);
  }, [setState]);
  const closeAndFocusTrigger = () => {
    close();
    focusWithoutScroll(trigger.current);
  };

  const items = (): HTMLElement[] => {
    const root = panel.current;
    if (!root) return [];
    return kind === 'menu'
      ? Array.from(root.querySelectorAll<HTMLElement>('[role="menuitem"]'))
      : tabbables(root);
  };

  // Focus moves into the panel only when the keyboard opened it, once it is rendered.
  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    const list = items();
    focusWithoutScroll(pendingFocus.current === 'last' ? list[list.length - 1] : list[0]);
    pendingFocus.current = null;
  });

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (e: Event) => {
      if (e.target instanceof Node && !wrap.current?.contains(e.target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  useEffect(() => cancelClose, []);

  const openWith = (by: OpenedBy, focus: 'first' | 'last' | null = null) => {
    cancelClose();
    pendingFocus.current = focus;
    setState(by);
  };

  const onTriggerKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
      e.preventDefault();
      if (open && e.key !== 'ArrowDown') close();
      else openWith('keyboard', 'first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openWith('keyboard', 'last');
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    }
  };

  const onTriggerClick = (e: MouseEvent<HTMLButtonElement>) => {
    // A keyboard "click" (detail 0) was handled on keydown.
    if (e.detail === 0) return;
    // A hover-opened dropdown stays open when clicked, instead of closing under the pointer.
    if (openedBy === 'hover') setState('click');
    else if (open) close();
    else openWith('click');
  };

  const onPanelKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      focusWithoutScroll(list[(to + list.length) % list.length]);
    };
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      closeAndFocusTrigger();
    } else if (list.length === 0) {
      return;
    } else if (e.key === 'ArrowDown') move(index + 1);
    else if (e.key === 'ArrowUp') move(index < 0 ? list.length - 1 : index - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
  };

  const onPanelClick = (e: MouseEvent<HTMLDivElement>) => {
    // Choosing a menu item (a link or an action) closes the menu.
    if (kind === 'menu' && (e.target as HTMLElement).closest('[role="menuitem"]')) close();
  };

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    const next = e.relatedTarget;
    if (open && next instanceof Node && !wrap.current?.contains(next)) close();
  };

  const onPointerEnter = (e: PointerEvent) => {
    if (!openOnHover || e.pointerType !== 'mouse') return;
    cancelClose();
    if (!open) setState('hover');
  };
  const onPointerLeave = (e: PointerEvent) => {
    if (!openOnHover || e.pointerType !== 'mouse' || openedBy !== 'hover') return;
    cancelClose();
    closeTimer.current = setTimeout(close, HOVER_CLOSE_DELAY_MS);
  };

  return (
    <Wrap
      ref={wrap}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
      data-testid={testId}
    >
      <Trigger
        ref={trigger}
        type="button"
        $look={look}
        aria-expanded={open}
        aria-haspopup={kind === 'menu' ? 'menu' : undefined}
        aria-controls={open ? panelId : undefined}
        aria-label={triggerLabel}
        onKeyDown={onTriggerKeyDown}
        onClick={onTriggerClick}
      >
        {label}
        {look === 'nav' && <Icon name="chevronDown" size={16} />}
        {badge}
      </Trigger>
      {open && (
        <Panel
          ref={panel}
          id={panelId}
          $align={align}
          $width={width}
          onKeyDown={onPanelKeyDown}
          onClick={onPanelClick}
        >
          <Surface>{typeof children === 'function' ? children(close) : children}</Surface>
        </Panel>
      )}
    </Wrap>
  );
}
