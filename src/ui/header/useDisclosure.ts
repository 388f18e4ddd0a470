import { useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState } from 'react';

// Open/close state for a header menu. The menu remembers the location it was opened at,
// so any navigation closes it without an effect; Escape closes it and hands focus back to
// its toggle, and a press or a Tab outside closes it.
export function useDisclosure() {
  const href = useRouterState({ select: (s) => s.location.href });
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === href;
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpenAt(null), []);
  const toggle = useCallback(() => setOpenAt((at) => (at === href ? null : href)), [href]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      close();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !rootRef.current?.contains(next)) close();
    };
    const root = rootRef.current;
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, close]);

  return { open, toggle, close, panelId, rootRef, toggleRef };
}
