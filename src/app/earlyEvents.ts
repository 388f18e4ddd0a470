// Between the first paint of a prerendered page and its hydration (src/boot.ts) the page is
// drawn but not yet wired. What the visitor does in that gap is held here, in order, and
// handed to the live page once it has hydrated:
// - a tap on a button or tab, which would otherwise do nothing;
// - text typed into a field, which the app would otherwise overwrite with its empty state;
// - leaving a field, which is when the form checks it;
// - sending a form, which the browser would otherwise do itself, putting whatever was typed
//   into the address bar and from there into history and server logs.
type Held =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'input'; target: Field; text: string }
  | { kind: 'blur'; target: Field }
  | { kind: 'submit'; form: HTMLFormElement };

type Field = HTMLInputElement | HTMLTextAreaElement;

let held: Held[] | undefined;

// Links keep working without the app (a plain navigation); these do nothing until it runs.
// A link marked data-live-href takes its address from the live page (the language switch
// keeps the search the visitor is on), so it is held like a button.
const CONTROLS = 'button, [role="button"], [role="tab"], a[data-live-href]';

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !['checkbox', 'radio'].includes(target.type));

function onClick(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  const target = event.target.closest<HTMLElement>(CONTROLS);
  // A submit button's click becomes the form's submit event, held below.
  if (!target || (target instanceof HTMLButtonElement && target.type === 'submit' && target.form))
    return;
  // Only the replay acts on it: the app, starting to hydrate, must not act on it as well.
  event.stopImmediatePropagation();
  if (target instanceof HTMLAnchorElement) event.preventDefault();
  held?.push({ kind: 'click', target });
}

function onSubmit(event: SubmitEvent): void {
  if (!(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held?.push({ kind: 'submit', form: event.target });
}

function onField(event: Event): void {
  const { target } = event;
  if (!isField(target)) return;
  const last = held?.at(-1);
  if (event.type === 'focusout') held?.push({ kind: 'blur', target });
  // Keystrokes in a row in one field are one entry, with the text as it now stands.
  else if (last?.kind === 'input' && last.target === target) last.text = target.value;
  else held?.push({ kind: 'input', target, text: target.value });
}

const LISTENERS = [
  ['click', onClick],
  ['submit', onSubmit],
  ['input', onField],
  ['focusout', onField],
] as const;

export function holdEarlyEvents(): void {
  if (held) return;
  held = [];
  for (const [type, listener] of LISTENERS)
    document.addEventListener(type, listener as EventListener, true);
}

// Types the text again so the app's change handler sees it: the field is cleared through the
// element (which the app tracks), refilled through the prototype (which it does not), then
// the change is announced the way typing announces it.
function reenter(field: Field, text: string): void {
  // A field in a part of the page React has not hydrated yet is hydrated by this first
  // event, which takes the text already there as the field's known value.
  field.dispatchEvent(new Event('input', { bubbles: true }));
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  field.value = '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Once the app's root has hydrated: hands what the visitor did to the live page, in order.
 * Parts of the page inside a Suspense boundary (each route's own content) hydrate after the
 * root; an event dispatched to one makes React hydrate it on the spot, which it can only do
 * outside its own rendering, so this runs after the root's effects, not in one.
 */
export function releaseEarlyEvents(): void {
  if (!held) return;
  const events = held;
  held = undefined;
  for (const [type, listener] of LISTENERS)
    document.removeEventListener(type, listener as EventListener, true);
  whenLive(events, Date.now(), () => replay(events));
}

// React keeps an element's props on the element under a key of this prefix once it has
// hydrated it: the one sign, from outside, that a handler is there to take an event.
const isLive = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));
const targetOf = (event: Held) => (event.kind === 'submit' ? event.form : event.target);
// A boundary whose hydration does not come (a route's code that failed to load) must not
// keep what was typed from the parts that did.
const LIVE_WAIT_MS = 3000;

/**
 * A route's content hydrates in its own passes after the root: a focus leaving a field that
 * React has not hydrated, or has hydrated but not yet committed, reaches no handler (it
 * would check nothing). So the replay waits, a frame at a time, until every target still on
 * the page is live, and then until the page is idle, which is when React has committed.
 */
function whenLive(events: Held[], since: number, run: () => void): void {
  const waiting = events.some((event) => {
    const target = targetOf(event);
    return target.isConnected && !isLive(target);
  });
  if (!waiting || Date.now() - since > LIVE_WAIT_MS) return afterIdle(run);
  requestAnimationFrame(() => whenLive(events, since, run));
}

function afterIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 500 });
  else setTimeout(run, 50);
}

function replay(events: Held[]): void {
  for (const event of events) {
    if (event.kind === 'submit') {
      if (event.form.isConnected) event.form.requestSubmit();
    } else if (!event.target.isConnected) continue;
    else if (event.kind === 'click') event.target.click();
    else if (event.kind === 'input') reenter(event.target, event.text);
    else event.target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }
}
