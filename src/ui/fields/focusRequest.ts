import { useEffect, type RefObject } from 'react';
import { createHandOff } from './handOff';

// A screen that sends the owner back to a form to fix one value ("Change number") asks for
// that field to take the focus, its value selected to type over, once the form is drawn.
// Where the focus goes is the screen's business, not the flow's: the machines only move.
const requested = createHandOff<string>();

export const requestFieldFocus = (field: string): void => requested.give(field);

/** For every form: takes a request for one of its fields when it mounts. */
export function useRequestedFocus(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const name = requested.peek();
    if (!name) return;
    const field = form.current?.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement)) return;
    requested.drop();
    field.focus();
    field.select();
  }, [form]);
}
