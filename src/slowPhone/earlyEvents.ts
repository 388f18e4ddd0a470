// What a visitor does on a prerendered page between its first paint and the moment a part of
// it is live (docs/decisions/005-input-before-live.md). Typed text needs nothing: the forms'
// fields are the browser's, and a form reads them as it mounts. Held here, in order, and
// handed to the part once it is live:
// - a tap on a button, tab, tick box or a link the app drives, which would otherwise do
//   nothing, be undone by hydration, or change the route while the content hydrates;
// - leaving a field, which is when the form checks it;
// - sending a form, which the browser would otherwise do itself, putting what was typed into
//   the address.
// Presses and focus on a part not yet live are kept from React, which would otherwise hydrate
// all of that part inside the press.
type Held =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'blur'; target: Element }
  | { kind: 'submit'; form: HTMLFormElement };

let held: Held[] | undefined;
// While a held event is handed over, the listeners below let it through.
let replaying = false;

// A link marked data-live-href takes its address from the live page, so it is held too.
const CONTROLS =
  'button, [role="button"], [role="tab"], a[data-live-href], input[type="checkbox"], input[type="radio"]';

// A tap asking the browser for something of its own (a new tab, a download) is its own.
const plainTap = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

// The app marks <html> as each part commits (src/slowPhone/liveMarks.ts, not imported: this page's
// first script stays apart from the app's). The route's content is <main>; the rest is the shell.
const isLive = (part: 'shell' | 'page') =>
  document.documentElement.hasAttribute(`data-live-${part}`);
const hydrated = (element: Element) => isLive(element.closest('main') ? 'page' : 'shell');

function onClick(event: MouseEvent): void {
  if (replaying || !(event.target instanceof Element)) return;
  const link = event.target.closest<HTMLAnchorElement>('a[href]:not([target])');
  // A link the app does not drive yet is the browser's to follow.
  const target =
    event.target.closest<HTMLElement>(CONTROLS) ??
    (link && plainTap(event) && hydrated(link) ? link : null);
  // A submit button's click becomes the form's submit, held below.
  if (!target || (target instanceof HTMLButtonElement && target.type === 'submit' && target.form))
    return link ? undefined : onPress(event);
  event.stopImmediatePropagation();
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

function onLeave(event: FocusEvent): void {
  if (
    replaying ||
    !(event.target instanceof Element) ||
    !event.target.matches('input, textarea, select')
  )
    return;
  // Checked before the form has read the field, it would read as empty: a false "please
  // enter" line that moves the next control from under the finger.
  event.stopImmediatePropagation();
  held?.push({ kind: 'blur', target: event.target });
}

function onPress(event: Event): void {
  if (replaying || !(event.target instanceof Element) || hydrated(event.target)) return;
  event.stopImmediatePropagation();
  // As the live submit button does: the field typed in keeps the focus through the press.
  if (event.type === 'mousedown' && event.target.closest('button[type="submit"]'))
    event.preventDefault();
}

const PRESSES = [
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
] as const;
const LISTENERS = [
  ['click', onClick],
  ['submit', onSubmit],
  ['focusout', onLeave],
  ...PRESSES.map((type) => [type, onPress] as const),
] as const;

export function holdEarlyEvents(): void {
  if (held) return;
  held = [];
  for (const [type, listener] of LISTENERS)
    document.addEventListener(type, listener as EventListener, true);
}

/**
 * Once the app's root has hydrated: waits until the shell and the route's content are live
 * (at most LIVE_WAIT_MS, for content whose code never came), then hands over what was held,
 * one event a task so a filled form's checks are not one long task, with what the visitor
 * does meanwhile held behind them.
 */
export function releaseEarlyEvents(): void {
  if (held) whenLive(Date.now(), () => void replayHeld());
}

const LIVE_WAIT_MS = 8000;

function whenLive(since: number, run: () => void): void {
  const live = isLive('shell') && (isLive('page') || !document.querySelector('main > *'));
  if (live || Date.now() - since > LIVE_WAIT_MS) setTimeout(run);
  else requestAnimationFrame(() => whenLive(since, run));
}

// The browser's scheduler.yield() where it has one: a task of its own, input answered first.
const yieldToMain = (): Promise<unknown> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  new Promise((resolve) => setTimeout(resolve));

async function replayHeld(): Promise<void> {
  while (held?.length) {
    const event = held.shift();
    replaying = true;
    if (event) replay(event);
    replaying = false;
    if (held.length) await yieldToMain();
  }
  held = undefined;
  for (const [type, listener] of LISTENERS)
    document.removeEventListener(type, listener as EventListener, true);
  // Nothing is held any more: what the visitor does goes straight to the live page.
  document.documentElement.setAttribute('data-live-input', '');
}

function replay(event: Held): void {
  if (event.kind === 'submit') {
    if (event.form.isConnected) event.form.requestSubmit();
  } else if (!event.target.isConnected) return;
  // A tap on an element that never came alive would tick a box that hydration unticks.
  else if (event.kind === 'click') {
    if (hydrated(event.target)) event.target.click();
  } else event.target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}
