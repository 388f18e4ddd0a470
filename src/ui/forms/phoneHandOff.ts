// The phone an owner typed on one form, carried to the next form that asks for it when they
// follow a link between the two ("Forgot password?" from the login): they do not type it
// again. In this page's memory only, so it never reaches an address, a log or storage; a
// hand-off no form took soon after (the link led elsewhere) lapses.
const LAPSES_MS = 5000;
let handed: { phone: string; at: number } | undefined;

export function handOffPhone(phone: string): void {
  handed = phone.trim() ? { phone, at: Date.now() } : undefined;
}

/** The phone handed to the form now being drawn, if any. */
export function handedPhone(): string | undefined {
  return handed && Date.now() - handed.at <= LAPSES_MS ? handed.phone : undefined;
}
