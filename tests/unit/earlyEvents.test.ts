// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as EarlyEvents from '../../src/slowPhone/earlyEvents';
import { liveAttribute, type LivePart } from '../../src/slowPhone/liveMarks';

// What a visitor does on a prerendered page before it is live is held, and handed to each
// element only once the app has said the part holding it is live (src/slowPhone/liveMarks.ts):
// the shell (header, footer) or the route's content in <main>.

let early: typeof EarlyEvents;

// The app's word, as its root and its route's component commit.
const goLive = (part: LivePart) => document.documentElement.setAttribute(liveAttribute(part), '');

function page() {
  document.body.innerHTML = `
    <header><a href="/" id="home">Home</a></header>
    <main><section id="content"><form id="form">
      <input type="checkbox" id="terms" />
      <input id="name" />
    </form></section></main>`;
  const get = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return {
    home: get<HTMLAnchorElement>('home'),
    content: get('content'),
    terms: get<HTMLInputElement>('terms'),
    name: get<HTMLInputElement>('name'),
  };
}

// The app's handlers: what reaches the document after the hold has let an event through.
function handled(): string[] {
  const seen: string[] = [];
  document.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    seen.push(`click:${target.id}`);
    // The router drives the link itself.
    if (target.id === 'home') event.preventDefault();
  });
  return seen;
}

// The visitor types into a field, as the browser announces it.
function type(field: HTMLInputElement, text: string): void {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const leave = (field: HTMLElement) =>
  field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));

// What reaches the app's listeners from here on, each event said as `say` puts it (by
// default its type and its target's id).
function heard(
  types: string[],
  say = (event: Event) => `${event.type}:${(event.target as HTMLElement).id}`,
): string[] {
  const seen: string[] = [];
  for (const eventType of types)
    document.addEventListener(eventType, (event) => seen.push(say(event)));
  return seen;
}

// Frames and idle time pass.
async function frames(count = 5) {
  for (let i = 0; i < count; i += 1) await vi.advanceTimersByTimeAsync(60);
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'Date'] });
  vi.resetModules();
  early = await import('../../src/slowPhone/earlyEvents');
});

afterEach(async () => {
  // Ends a hold a test left on, so its listeners do not hold the next test's taps.
  document.body.innerHTML = '';
  early.releaseEarlyEvents();
  for (const name of document.documentElement.getAttributeNames())
    if (name.startsWith('data-live')) document.documentElement.removeAttribute(name);
  await vi.advanceTimersByTimeAsync(10_000);
  vi.useRealTimers();
});

describe('held taps', () => {
  it('ticks a box only once the content holding it is live, not when the shell is', async () => {
    const { terms } = page();
    const seen = handled();
    early.holdEarlyEvents();
    terms.click();
    expect(terms.checked).toBe(false);
    expect(seen).toEqual([]);

    goLive('shell');
    early.releaseEarlyEvents();
    await frames();
    expect(seen).toEqual([]);

    goLive('page');
    await frames();
    expect(seen).toEqual(['click:terms']);
    expect(terms.checked).toBe(true);
  });

  it('holds a link the app already drives until the content is live, and leaves a dead link to the browser', async () => {
    const { home } = page();
    const seen = handled();
    early.holdEarlyEvents();
    // Not live: the browser follows it as a plain link.
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    home.dispatchEvent(plain);
    expect(seen).toEqual(['click:home']);

    goLive('shell');
    const live = new MouseEvent('click', { bubbles: true, cancelable: true });
    home.dispatchEvent(live);
    expect(live.defaultPrevented).toBe(true);
    expect(seen).toEqual(['click:home']);

    early.releaseEarlyEvents();
    await frames();
    expect(seen).toEqual(['click:home']);
    goLive('page');
    await frames();
    expect(seen).toEqual(['click:home', 'click:home']);
  });

  it('lets a tap asking for a new tab through at once', () => {
    const { home } = page();
    goLive('shell');
    const seen = handled();
    early.holdEarlyEvents();
    home.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(seen).toEqual(['click:home']);
  });

  it('drops a tap on a box that never came alive rather than tick it for hydration to undo', async () => {
    const { terms } = page();
    const seen = handled();
    early.holdEarlyEvents();
    terms.click();
    goLive('shell');
    early.releaseEarlyEvents();
    await vi.advanceTimersByTimeAsync(9000);
    expect(seen).toEqual([]);
    expect(terms.checked).toBe(false);
    // The hold is over: the next tap is the page's own.
    goLive('page');
    terms.click();
    expect(seen).toEqual(['click:terms']);
  });

  // A whole form filled before the page was live, handed over in one go, was one long task
  // that a tap then waited for.
  it('hands held events over one a task, and holds a tap made meanwhile behind them', async () => {
    const { name, terms } = page();
    early.holdEarlyEvents();
    type(name, 'Salma');
    leave(name);
    terms.click();
    const seen = heard(['input', 'focusout', 'click']);
    (['shell', 'page'] as const).forEach(goLive);
    early.releaseEarlyEvents();
    await vi.advanceTimersToNextTimerAsync();
    // The typed text was never held: it stayed in the field, where the form reads it.
    expect(name.value).toBe('Salma');
    expect(seen).toEqual(['focusout:name']);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    terms.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(seen).toHaveLength(1);
    await frames();
    // A box ticked announces the change too; the tap made meanwhile comes after the first.
    const tick = ['click:terms', 'input:terms'];
    expect(seen).toEqual(['focusout:name', ...tick, ...tick]);
    expect(terms.checked).toBe(false);
    // Once all is handed over, a tap is the app's at once.
    terms.click();
    expect(seen.slice(5)).toEqual(tick);
    expect(document.documentElement.hasAttribute('data-live-input')).toBe(true);
  });

  // Left before the page is live, a field would be checked before the form has read what was
  // typed into it: a false "please enter" line, which moves the box under it from beneath the
  // finger tapping it.
  it('hands leaving a field to the app only once the content is live', async () => {
    const { name } = page();
    early.holdEarlyEvents();
    type(name, 'Salma');
    const seen = heard(['focusout'], (event) => `${event.type}:${name.value}`);
    goLive('shell');
    early.releaseEarlyEvents();
    leave(name);
    await frames();
    expect(seen).toEqual([]);
    goLive('page');
    await frames();
    expect(seen).toEqual(['focusout:Salma']);
  });
});

describe('presses while the page starts', () => {
  // A press React hears on a part it is still hydrating makes it hydrate all of that part on
  // the spot, freezing the page for the length of the press.
  it('keeps presses, plain clicks and the focus they give a field from what React has not hydrated, while typing reaches it as it comes', () => {
    const { name } = page();
    const seen: string[] = [];
    early.holdEarlyEvents();
    const types = ['pointerdown', 'mousedown', 'touchstart', 'focusin', 'pointerup', 'click'];
    for (const type of [...types, 'input'])
      document.addEventListener(type, (event) => seen.push(event.type));
    const press = () => {
      for (const type of ['pointerdown', 'mousedown', 'touchstart'])
        name.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
      name.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      name.dispatchEvent(new Event('pointerup', { bubbles: true, cancelable: true }));
      name.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    };
    press();
    name.dispatchEvent(new Event('input', { bubbles: true }));
    expect(seen).toEqual(['input']);
    // Pressing Send keeps the focus in the field, as the live button does.
    const send = document.createElement('button');
    send.type = 'submit';
    document.getElementById('form')?.append(send);
    const down = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    send.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);

    // Once the content is live, a press on the field is React's again, hold or no hold.
    goLive('page');
    seen.length = 0;
    press();
    expect(seen).toEqual(types);
  });
});
