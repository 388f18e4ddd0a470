import { useEffect, type RefObject } from 'react';

// A screen that sends the owner back to a form to fix one value ("Change number") asks for
// that field to take the focus, its value selected to type over, once the form is drawn.
// Where the focus goes is the screen's business, not the flow's: the machines only move.
// A request no form took soon after (the move went elsewhere) lapses.
const LAPSES_MS = 5000;
let requested: { field: string; at: number } | undefined;

export function requestFieldFocus(field: string): void {
  requested = { field, at: Date.now() };
}

/** For every form: takes a request for one of its fields when it mounts. */
export function useRequestedFocus(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    if (!requested || Date.now() - requested.at > LAPSES_MS) return;
    const field = form.current?.elements.namedItem(requested.field);
    if (!(field instanceof HTMLInputElement)) return;
    requested = undefined;
    field.focus();
    field.select();
  }, [form]);
}
