import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  scrollbar-width: thin;
`;

const Tab = styled.button`
  flex: none;
  position: relative;
  min-height: 44px;
  padding: 10px 14px;
  border: none;
  background: none;
  font: inherit;
  font-weight: ${(p) => p.theme.fontWeights.semibold};
  color: ${(p) => p.theme.colors.muted};
  cursor: pointer;
  white-space: nowrap;
  &:hover {
    color: ${(p) => p.theme.colors.text};
  }
  &[aria-selected='true'] {
    color: ${(p) => p.theme.colors.primaryDark};
  }
  &[aria-selected='true']::after {
    content: '';
    position: absolute;
    left: 8px;
    right: 8px;
    bottom: -1px;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: ${(p) => p.theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: -3px;
    border-radius: ${(p) => p.theme.radii[1]}px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Panel = styled.div`
  padding-top: 16px;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface TabItem {
  /** Stable key (and the value `selected` / `onSelect` speak). */
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Names the tab list (aria-label). */
  label: string;
  /** The selected tab's id (controlled); else the first tab, then the user's choice. */
  selected?: string;
  onSelect?: (id: string) => void;
  /**
   * automatic: arrows select as they move (cheap panels). manual: arrows move, Enter or Space selects (a
   * panel that loads).
   */
  activation?: 'automatic' | 'manual';
  className?: string;
}

/**
 * WAI-ARIA tabs: one tab stop (the selected tab), Left/Right arrows move and wrap, Home/End jump, the panel
 * is labelled by its tab and reachable with Tab. For sections that are pages (a URL each), use links instead.
 */
export function Tabs({ tabs, label, selected, onSelect, activation = 'automatic', className }: TabsProps) {
  const base = useId();
  const [own, setOwn] = useState(() => tabs.find((t) => !t.disabled)?.id);
  const current = selected ?? own;
  const [focused, setFocused] = useState<string | null>(null);
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = tabs.filter((t) => !t.disabled);
  const select = (id: string) => {
    if (selected === undefined) setOwn(id);
    onSelect?.(id);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, id: string) => {
    const index = enabled.findIndex((t) => t.id === id);
    let next: TabItem | undefined;
    if (e.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (e.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (e.key === 'Home') next = enabled[0];
    else if (e.key === 'End') next = enabled[enabled.length - 1];
    else if ((e.key === 'Enter' || e.key === ' ') && activation === 'manual') {
      e.preventDefault();
      select(id);
      return;
    }
    if (!next) return;
    e.preventDefault();
    refs.current.get(next.id)?.focus();
    setFocused(next.id);
    if (activation === 'automatic') select(next.id);
  };
  // The tab stop: the selected tab, or (manual activation) the one the arrows moved to.
  const stop = activation === 'manual' && focused && tabs.some((t) => t.id === focused) ? focused : current;
  return (
    <div className={className}>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            ref={(el) => {
              if (el) refs.current.set(tab.id, el);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === current}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === stop ? 0 : -1}
            disabled={tab.disabled}
            onClick={() => select(tab.id)}
            onKeyDown={(e) => onKeyDown(e, tab.id)}
            onBlur={() => setFocused(null)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      {tabs.map((tab) => (
        <Panel
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== current}
        >
          {tab.id === current ? tab.content : null}
        </Panel>
      ))}
    </div>
  );
}
