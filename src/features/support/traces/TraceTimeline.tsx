import { useEffect, useRef, type KeyboardEvent } from 'react';
import { stepWords, supportCopy } from '../copy';
import type { TimelineRow } from '../model';
import '../support.css';

export interface TraceTimelineProps {
  rows: readonly TimelineRow[];
  selected: number;
  onSelect: (index: number) => void;
  // Rows from here on were not replayed.
  stoppedAt?: number;
}

const text = supportCopy.trace;

// The steps as a listbox: focus stays on the list and aria-activedescendant names the
// selected step, so arrow keys move through hundreds of rows without a tab stop each.
export function TraceTimeline({ rows, selected, onSelect, stoppedAt }: TraceTimelineProps) {
  const list = useRef<HTMLUListElement>(null);
  const active = rows[selected];
  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = rows.length - 1;
    const next =
      event.key === 'ArrowDown'
        ? Math.min(selected + 1, last)
        : event.key === 'ArrowUp'
          ? Math.max(selected - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
  };
  return (
    <div className="support-timeline">
      <p className="support-panel__title" id="support-timeline-title">
        {text.timeline}
      </p>
      <p className="support-timeline__hint" id="support-timeline-hint">
        {text.timelineHint}
      </p>
      <ul
        ref={list}
        role="listbox"
        tabIndex={0}
        className="support-timeline__list"
        aria-labelledby="support-timeline-title"
        aria-describedby="support-timeline-hint"
        aria-activedescendant={active?.id}
        onKeyDown={onKeyDown}
      >
        {rows.map((row, index) => (
          // Keyboard use is the listbox's (onKeyDown above); a click picks a row too.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={row.id}
            id={row.id}
            role="option"
            aria-selected={index === selected}
            aria-disabled={stoppedAt !== undefined && index >= stoppedAt ? true : undefined}
            className={`support-row${index === selected ? ' support-row--selected' : ''}`}
            onClick={() => {
              onSelect(index);
              list.current?.focus();
            }}
          >
            <span className="support-row__step">{row.step}</span>
            <span className="support-row__time">{text.elapsed(row.t)}</span>
            <span className="support-row__words">{stepWords(row)}</span>
            <span className="support-row__machine">{row.machine}</span>
            <span className="support-row__event">{row.event}</span>
            <span className="support-row__move">
              {row.from || '·'} → {row.to || '·'}
            </span>
            {row.outcome ? <span className="support-row__outcome">{row.outcome}</span> : null}
            {row.invalid ? (
              <span className="support-row__invalid">
                {text.invalid}: {row.invalid.map((f) => `${f.field} (${f.rule})`).join(', ')}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
