import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import './Tabs.css';

/** §9: the tab bar shows 3 tabs per page; more scroll horizontally. */
export const TABS_PER_VIEW = 3;

export interface TabsProps {
  tabs: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  /** Accessible name of the tab list. */
  label?: string;
  /** id of the panel the tabs control, if the page renders one. */
  panelId?: string;
  className?: string;
}

export function Tabs({ tabs, selected, onSelect, label, panelId, className }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  // Out-of-range selection (tabs still loading) must not leave the bar without a tab stop.
  const tabStop = selected >= 0 && selected < tabs.length ? selected : 0;
  const width = `${100 / Math.max(1, Math.min(tabs.length, TABS_PER_VIEW))}%`;

  // Keep the selected tab in view (centred) when it changes, also after a programmatic change.
  useEffect(() => {
    const bar = list.current;
    const tab = bar?.children[selected];
    if (!bar || !(tab instanceof HTMLElement)) return;
    bar.scrollLeft = tab.offsetLeft - (bar.clientWidth - tab.offsetWidth) / 2;
  }, [selected, tabs.length]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(last, selected + 1),
      ArrowLeft: Math.max(0, selected - 1),
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined || last < 0) return;
    event.preventDefault();
    if (next !== selected) onSelect(next);
    const tab = list.current?.children[next];
    if (tab instanceof HTMLElement) tab.focus();
  }

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      className={['ui-tabs', className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      {tabs.map((text, index) => (
        <button
          // Labels come from the server and may repeat; the position is the identity.
          key={index}
          type="button"
          role="tab"
          aria-selected={index === selected}
          aria-controls={panelId}
          tabIndex={index === tabStop ? 0 : -1}
          className={index === selected ? 'ui-tab ui-tab--active' : 'ui-tab'}
          style={{ width }}
          onClick={() => onSelect(index)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
