import { useRef, type KeyboardEvent } from 'react';

export interface AudienceTab<T extends number> {
  value: T;
  label: string;
  id: string;
}

export interface AudienceTabsProps<T extends number> {
  label: string;
  tabs: readonly AudienceTab<T>[];
  selected: T;
  panelId: string;
  onSelect: (value: T) => void;
}

// WAI-ARIA tabs with automatic activation: arrow keys (mirrored in right-to-left text),
// Home and End move the selection; only the selected tab is in the tab order.
export function AudienceTabs<T extends number>({
  label,
  tabs,
  selected,
  panelId,
  onSelect,
}: AudienceTabsProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onSelect(tabs[next].value);
  }

  return (
    <div className="audience-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const isSelected = tab.value === selected;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tab.id}
            className="audience-tabs__tab"
            aria-selected={isSelected}
            aria-controls={isSelected ? panelId : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
