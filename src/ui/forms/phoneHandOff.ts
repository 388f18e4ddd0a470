import { createHandOff } from '../fields/handOff';

// The phone an owner typed on one form, carried to the next form that asks for it when they
// follow a link between the two ("Forgot password?" from the login): they do not type it
// again.
const phone = createHandOff<string>();

export const handOffPhone = (typed: string): void => phone.give(typed.trim() ? typed : undefined);

/** The phone handed to the form now being drawn, if any. */
export const handedPhone = (): string | undefined => phone.peek();
