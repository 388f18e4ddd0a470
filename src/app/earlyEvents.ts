// Between the first paint of a prerendered page and its hydration (src/boot.ts) the page is
// drawn but not yet wired. What the visitor does in that gap is held here, in order, and
// handed to the live page once it has hydrated:
// - a tap on a button, tab or tick box, which would otherwise do nothing (a box ticked
//   before the app hears of it may be unticked again as the app hydrates);
// - a tap on a link the app already drives (the header hydrates before the page's content):
//   a route change while the content is still hydrating makes React throw that content away
//   and draw it again, so the link waits for the content too;
// - text typed into a field, which the app would otherwise overwrite with its empty state;
// - a choice made in a list (a <select>), which the app would otherwise never hear of;
// - leaving a field, which is when the form checks it;
// - sending a form, which the browser would otherwise do itself, putting whatever was typed
//   into the address bar and from there into history and server logs.
type Held =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'input'; target: Field; text: string }
  | { kind: 'blur'; target: Field }
  | { kind: 'choose'; target: HTMLSelectElement; value: string }
  | { kind: 'submit'; form: HTMLFormElement };

type Field = HTMLInputElement | HTMLTextAreaElement;

let held: Held[] | undefined;
// While a held event is being handed over: the holding listeners let it through.
let replaying = false;

// Links keep working without the app (a plain navigation); these do nothing until it runs.
// A link marked data-live-href takes its address from the live page (the language switch
// keeps the search the visitor is on), so it is held like a button.
const CONTROLS =
  'button, [role="button"], [role="tab"], a[data-live-href], input[type="checkbox"], input[type="radio"]';

// A tap that asks the browser for something of its own (a new tab, a download) is its own.
const plainTap = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !['checkbox', 'radio'].includes(target.type));

function onClick(event: MouseEvent): void {
  if (replaying || !(event.target instanceof Element)) return;
  const link = event.target.closest<HTMLAnchorElement>('a[href]:not([target])');
  // Before the app drives a link, the browser follows it as a plain link.
  const target =
    event.target.closest<HTMLElement>(CONTROLS) ??
    (link && plainTap(event) && hydrated(link) ? link : null);
  // A submit button's click becomes the form's submit event, held below. A link the app does
  // not drive yet is the app's to take if it can (it carries what was typed to the next
  // page); any other click is a press like those below.
  if (!target || (target instanceof HTMLButtonElement && target.type === 'submit' && target.form))
    return link ? undefined : onPress(event);
  // Only the replay acts on it: the app, starting to hydrate, must not act on it as well.
  event.stopImmediatePropagation();
  // A link would navigate and a box would tick without the app: both wait for the replay.
  if (target instanceof HTMLAnchorElement || target instanceof HTMLInputElement)
    event.preventDefault();
  held?.push({ kind: 'click', target });
}

function onSubmit(event: SubmitEvent): void {
  if (replaying || !(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held?.push({ kind: 'submit', form: event.target });
}

function onField(event: Event): void {
  if (replaying) return;
  const { target } = event;
  // A choice in a list is read as it is announced (input comes before change): hydrating
  // that list on the spot, for the change, the app sets it back to what it rendered.
  if (target instanceof HTMLSelectElement && event.type === 'input')
    held?.push({ kind: 'choose', target, value: target.value });
  if (!isField(target)) return;
  const last = held?.at(-1);
  if (event.type === 'focusout') {
    held?.push({ kind: 'blur', target });
    // The form checks a field as it is left, against the text it knows: before the typing
    // held above is handed over, a field filled before the page was live reads as empty,
    // and its false "please enter" line, drawn as the visitor taps the next control, moves
    // that control from under the finger. The replay leaves the field after its text.
    event.stopImmediatePropagation();
  }
  // Keystrokes in a row in one field are one entry, with the text as it now stands.
  else if (last?.kind === 'input' && last.target === target) last.text = target.value;
  else held?.push({ kind: 'input', target, text: target.value });
}

/**
 * A press on a part of the page React is still hydrating makes React hydrate all of that
 * part at once, inside the press, before the browser can draw anything: on a slow phone a
 * tap that freezes the page (docs/decisions/005-input-before-live.md). On an element React has not reached yet the
 * press does nothing in the app (its click is held above), so React is not told of it, nor
 * of the focus a tapped field takes, which the browser draws itself (the form hears of it
 * once it is live: src/ui/forms/useIntent.ts). Typing still reaches React as it comes, which
 * keeps the fields' order (a field typed later must never reach the form before one typed
 * earlier) and their text: a field React has hydrated without hearing what was typed would
 * be redrawn empty at its next render.
 */
function onPress(event: Event): void {
  if (replaying || !(event.target instanceof Element) || hydrated(event.target)) return;
  event.stopImmediatePropagation();
  // As the live submit button does (src/ui/forms/SubmitButton.tsx): the field being typed in
  // keeps the focus, so its check does not move the button away before the release.
  if (event.type === 'mousedown' && event.target.closest('button[type="submit"]'))
    event.preventDefault();
}

const LISTENERS = [
  ['click', onClick],
  ['submit', onSubmit],
  ['input', onField],
  ['focusout', onField],
  ...(
    [
      'focusin',
      'pointerdown',
      'pointerup',
      'pointercancel',
      'mousedown',
      'mouseup',
      'touchstart',
      'touchend',
      'touchcancel',
      'auxclick',
      'dblclick',
      'contextmenu',
    ] as const
  ).map((type) => [type, onPress] as const),
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
 * A route's content sits in a Suspense boundary that hydrates in a pass of its own once its
 * code is in. Until that pass has committed, an event on an element inside reaches no
 * handler, and React, hydrating the element on the spot for it, takes the state the event
 * left (a ticked box) as the state it rendered, so the app never hears of the change:
 * holding goes on, and the replay waits, until the app says the shell and the content are
 * live (src/app/liveMarks.ts).
 */
export function releaseEarlyEvents(): void {
  if (!held) return;
  // From here the app is there to take them: leaving the page (a reload, the language
  // switch) before the replay is done hands over the rest at once, so what was typed reaches
  // the form, and the draft it keeps for the tab, before the page is gone.
  addEventListener('pagehide', handOverRest);
  whenLive(Date.now(), () => void replayHeld());
}

/**
 * One held event a task, in order: a form filled before the page was live comes back as a
 * score of events (each field typed again and left), and handed over at once they were one
 * long task on a slow phone, which a tap then waited for. What the visitor does
 * meanwhile is held behind them, so the order stays the visitor's.
 */
async function replayHeld(): Promise<void> {
  while (held?.length) {
    handOver(held.shift());
    if (held.length) await nextTask();
  }
  removeEventListener('pagehide', handOverRest);
  held = undefined;
  for (const [type, listener] of LISTENERS)
    document.removeEventListener(type, listener as EventListener, true);
  // Nothing is held any more: what the visitor does goes straight to the live page.
  document.documentElement.setAttribute('data-live-input', '');
}

function handOverRest(): void {
  while (held?.length) handOver(held.shift());
}

function handOver(event: Held | undefined): void {
  if (!event) return;
  // Dispatching reports a listener's error rather than throwing it: the flag comes down.
  replaying = true;
  replay(event);
  replaying = false;
}

// As src/app/nextTask.ts, whose module the app's chunk holds: importing it here would make
// this page's first script load the app's.
const nextTask = (): Promise<unknown> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  new Promise((resolve) => setTimeout(resolve));

// Whether the part of the page holding an element is live: the app marks <html> as each part
// commits (src/app/liveMarks.ts, whose names these are; it is not imported, so this page's
// first script stays apart from the app's). The route's content is everything in <main>; the
// rest is the shell.
const isLive = (part: 'shell' | 'page') =>
  document.documentElement.hasAttribute(`data-live-${part}`);

function hydrated(element: Element | null): boolean {
  return !element || isLive(element.closest('main') ? 'page' : 'shell');
}

// Content whose hydration does not come (its code failed to load) must not hold the taps on
// the parts that did hydrate for longer than this.
const LIVE_WAIT_MS = 8000;

/**
 * Waits, a frame at a time, until the shell and the route's content have committed (or, for
 * content whose hydration does not come, LIVE_WAIT_MS), then runs in a task of its own.
 */
function whenLive(since: number, run: () => void): void {
  const live = isLive('shell') && (isLive('page') || !document.querySelector('main > *'));
  if (live || Date.now() - since > LIVE_WAIT_MS) setTimeout(run);
  else requestAnimationFrame(() => whenLive(since, run));
}

function choose(list: HTMLSelectElement, value: string): void {
  list.value = value;
  list.dispatchEvent(new Event('change', { bubbles: true }));
}

function replay(event: Held): void {
  if (event.kind === 'submit') {
    if (event.form.isConnected) event.form.requestSubmit();
  } else if (!event.target.isConnected) return;
  // A tap on an element that never came alive would tick a box that hydration unticks.
  else if (event.kind === 'click') {
    if (hydrated(event.target)) event.target.click();
  } else if (event.kind === 'input') reenter(event.target, event.text);
  else if (event.kind === 'choose') choose(event.target, event.value);
  else event.target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}
