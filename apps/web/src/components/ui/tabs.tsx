import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { rovingIndex } from '@/lib/roving-index';

/** One tab: its key (what `selected` holds) and its label. */
export type TabItem<K extends string> = { key: K; label: ReactNode };

type TabsProps<K extends string> = {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** Classes of the tab list (its grid or flex layout). */
  className?: string;
  panelClassName?: string;
  /** The selected tab's panel. */
  children: ReactNode;
};

/**
 * Pill-shaped tabs with their one panel, following the WAI-ARIA tabs pattern: the selected tab is
 * the one Tab stop, arrow keys (and Home/End) move to and select the neighbouring tabs.
 */
export function Tabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
  className = '',
  panelClassName,
  children,
}: TabsProps<K>) {
  const id = useId();
  const tabs = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = rovingIndex(event.key, index, items.length, ['ArrowLeft', 'ArrowRight']);
    if (next === undefined) return;
    event.preventDefault();
    const item = items[next]!;
    onSelect(item.key);
    tabs.current.get(item.key)?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        className={`gap-1 rounded-full bg-slate-100 p-1 ${className}`}
      >
        {items.map((item, index) => {
          const isSelected = item.key === selected;
          return (
            <button
              key={item.key}
              ref={(element) => {
                if (element) tabs.current.set(item.key, element);
                else tabs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${id}-${item.key}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`rounded-full px-3 py-2 text-sm font-semibold ${isSelected ? 'bg-white text-brand-900 shadow' : 'text-slate-700 hover:text-brand-900'}`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${selected}`}
        className={panelClassName}
      >
        {children}
      </div>
    </>
  );
}
