import { useEffect } from 'react';

// Long enough for web fonts and lazily loaded parts of the page to arrive.
const SETTLE_MS = 3000;
const VISITOR_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls to the section named by the URL hash and holds it in place while content above it
 * is still arriving (web fonts, a lazily loaded form), until the page settles or the visitor
 * takes over. Runs again when `key` changes, e.g. when another tab renders the section.
 */
export function useScrollToSection(hash: string, sectionIds: readonly string[], key: unknown) {
  useEffect(() => {
    if (!sectionIds.includes(hash)) return;
    const section = document.getElementById(hash);
    if (!section) return;
    const scroll = () => section.scrollIntoView();
    scroll();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(scroll);
    observer?.observe(document.body);
    const stop = () => {
      window.clearTimeout(timer);
      observer?.disconnect();
      for (const type of VISITOR_INPUT) window.removeEventListener(type, stop, { capture: true });
    };
    const timer = window.setTimeout(stop, SETTLE_MS);
    // Heard on the way in: the page may keep a press from its own handlers while it starts
    // (src/slowPhone/earlyEvents.ts), and the visitor has still taken over.
    for (const type of VISITOR_INPUT)
      window.addEventListener(type, stop, { passive: true, capture: true });
    return stop;
  }, [hash, sectionIds, key]);
}
