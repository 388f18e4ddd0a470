import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import './faqAccordion.css';

export interface FaqAccordionItem {
  id: number;
  question: string;
  /** One string per paragraph. */
  answer: readonly string[];
}

export interface FaqAccordionProps {
  items: readonly FaqAccordionItem[];
  /** Id of the item to force open (from `?openedQuestion=`); when it changes, that item opens. */
  openedQuestion?: number;
}

// Disclosure list: each question is a heading holding a button that controls its answer region.
// At most one answer is open; opening another closes it, clicking the open one closes it.
export function FaqAccordion({ items, openedQuestion }: FaqAccordionProps) {
  const baseId = useId();
  const [openId, setOpenId] = useState(openedQuestion);
  const [forcedId, setForcedId] = useState(openedQuestion);
  // Adjust state during render when the prop changes (no effect, no extra paint).
  if (openedQuestion !== forcedId) {
    setForcedId(openedQuestion);
    if (openedQuestion !== undefined) setOpenId(openedQuestion);
  }

  return (
    <div className="faq">
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-q${item.id}`;
        const panelId = `${baseId}-a${item.id}`;
        return (
          <div key={item.id} className={open ? 'faq__item faq__item--open' : 'faq__item'}>
            <h3 className="faq__heading">
              <button
                type="button"
                id={buttonId}
                className="faq__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? undefined : item.id)}
              >
                <span>{item.question}</span>
                <span className="faq__icon" aria-hidden="true" />
              </button>
            </h3>
            <FaqPanel id={panelId} labelledBy={buttonId} open={open} answer={item.answer} />
          </div>
        );
      })}
    </div>
  );
}

interface FaqPanelProps {
  id: string;
  labelledBy: string;
  open: boolean;
  answer: readonly string[];
}

function FaqPanel({ id, labelledBy, open, answer }: FaqPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollable = useOverflows(ref);
  return (
    // The panel is capped at --faq-open-height; when its text is longer it scrolls, and a
    // scrolling region must be reachable by keyboard, so only then does it take focus.
    <div
      ref={ref}
      id={id}
      role="region"
      aria-labelledby={labelledBy}
      className="faq__panel"
      hidden={!open}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see comment above
      tabIndex={open && scrollable ? 0 : undefined}
    >
      {answer.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

function useOverflows(ref: RefObject<HTMLElement | null>) {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      setOverflows(element.scrollHeight > element.clientHeight + 1),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
