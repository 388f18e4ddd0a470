import { waitFor } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { FLOW_KEYS } from '../../src/app/storage/flowStorage';
import { LOCAL_KEYS, SESSION_KEYS } from '../../src/app/storage/storageKeys';
import type { KeyValueStore } from '../../src/services/storage';
import type { FakeWorld } from './fakeServices';
import type { FlowSnapshot } from './flowModel';
import type { Scene } from './harness';
import { PLACES, type SessionKey, type StateRules } from './randomRules';

// What must hold after every step of a random run, whatever the path: the page is one the
// state's screen lives on, storage keeps only what the state needs, and no password is kept
// anywhere.

type Entries = [key: string, value: string][];

export interface Stored {
  session: () => Entries;
  local: () => Entries;
}

// The fake world's stores cannot list their keys, so every key written from the start on is
// noted; the keys the app defines are looked at too, for what the start stored itself.
function listed(store: KeyValueStore, known: readonly string[]): () => Entries {
  const keys = new Set(known);
  const set = store.set.bind(store);
  store.set = (key, value) => {
    keys.add(key);
    set(key, value);
  };
  return () =>
    [...keys].flatMap((key): Entries => {
      const value = store.get(key);
      return value === null ? [] : [[key, value]];
    });
}

export const watchStorage = (world: FakeWorld): Stored => ({
  session: listed(world.sessionStore, Object.values(SESSION_KEYS)),
  local: listed(world.localStore, Object.values(LOCAL_KEYS)),
});

function webStorage(storage: Storage): Entries {
  const entries: Entries = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    const value = key === null ? null : storage.getItem(key);
    if (key !== null && value !== null) entries.push([key, value]);
  }
  return entries;
}

// Every string an event carries under a password field: what the user typed as one.
export function passwordsIn(events: readonly EventObject[]): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    for (const [key, field] of Object.entries(value)) {
      if (/password/i.test(key) && typeof field === 'string' && field) found.add(field);
      else visit(field);
    }
  };
  events.forEach(visit);
  return [...found];
}

// The rows whose state the flow is in; none for a state no row names.
const rowsFor = <T>(rows: Record<string, T>, flow: FlowSnapshot['flow']): T[] =>
  Object.entries(rows).flatMap(([state, row]) => (flow.matches(state) ? [row] : []));

const sessionNames = new Map<string, SessionKey>(
  Object.entries(SESSION_KEYS).map(([name, key]) => [key, name as SessionKey]),
);
// Records outside the flows that a flow step may still leave: its trace, which holds codes,
// never values (src/app/storage/flowTrace.ts). The local note that a flow finished holds a
// fingerprint of the phone, for other tabs holding a copy of it.
const ALWAYS_SESSION: readonly string[] = [SESSION_KEYS.flowTrace];
const ALWAYS_LOCAL: readonly string[] = [LOCAL_KEYS.finishedFlows];
const flowKeys: readonly string[] = FLOW_KEYS;

const passwordsKept = (stores: Record<string, Entries>, passwords: readonly string[]) =>
  Object.entries(stores).flatMap(([store, entries]) =>
    entries
      .filter(([, value]) => passwords.some((password) => value.includes(password)))
      .map(([key]) => `${store} '${key}' holds a password`),
  );

// The flow records no row of the state allows, and any other key but the few always kept.
function keysNotNeeded(session: Entries, local: Entries, allows: (name: SessionKey) => boolean) {
  const sessionKept = session
    .filter(([key]) => {
      const name = sessionNames.get(key);
      return flowKeys.includes(key) ? !name || !allows(name) : !ALWAYS_SESSION.includes(key);
    })
    .map(([key]) => `session storage keeps '${key}'`);
  const localKept = local
    .filter(([key]) => !ALWAYS_LOCAL.includes(key))
    .map(([key]) => `local storage keeps '${key}'`);
  return [...sessionKept, ...localKept];
}

export function storageProblems<C>(
  state: FlowSnapshot,
  rules: StateRules<C>,
  stored: Stored,
  passwords: readonly string[],
): string[] {
  const context = state.flow.context as C;
  const rows = rowsFor(rules.keeps, state.flow).map((keeps) => keeps(context));
  const allows = (name: SessionKey) =>
    rows.length > 0 && rows.every((keeps) => keeps.includes(name));
  const where = JSON.stringify(state.value.flow);
  const session = stored.session();
  const local = stored.local();
  const browser = {
    "the browser's sessionStorage": webStorage(window.sessionStorage),
    "the browser's localStorage": webStorage(window.localStorage),
  };
  return [
    ...passwordsKept({ 'session storage': session, 'local storage': local, ...browser }, passwords),
    ...keysNotNeeded(session, local, allows).map((kept) => `${kept}, which ${where} does not need`),
    // The app under test reaches storage only through its services (the fake world's stores).
    ...Object.entries(browser).flatMap(([store, entries]) =>
      entries.map(([key]) => `${store} keeps '${key}'`),
    ),
  ];
}

// The page the app shows must be one the state's screen lives on. Waited for: a move the
// state asked for may still be loading its page.
export async function checkPlace<C>(scene: Scene, state: FlowSnapshot, rules: StateRules<C>) {
  const context = state.flow.context as C;
  const rows = rowsFor(rules.places, state.flow).map((places) => places(context));
  const hrefs = new Set(
    rows
      .flat()
      .filter((place) => rows.every((row) => row.includes(place)))
      .map((place) => scene.router.buildLocation(PLACES[place]).href),
  );
  await waitFor(() => {
    const href = scene.router.state.location.href;
    if (!hrefs.has(href))
      throw new Error(
        `the app is on ${href}, but ${JSON.stringify(state.value.flow)} lives on ${[...hrefs].join(' or ') || 'no page'}`,
      );
  });
}
