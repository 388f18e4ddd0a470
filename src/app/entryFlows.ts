import { useEffect, useSyncExternalStore } from 'react';
import type { CodeFlow } from '../flows/registry';
import type { FlowActor } from '../flows/machines';
import { dropEntryMark } from './flowEntry';
import type { FlowsGate } from './flowsGate';
import type { SessionActor } from './session';
import type { SessionGate } from './sessionGate';
import { holdsFlow } from './storage/flowStorage';
import type { KeyValueStore } from '../services/storage';

/**
 * The flow of a flow entry page, which renders its form before it. A flow this tab left
 * decides what the form shows, so then it loads at once; the page hid the form until it is
 * there (data-flow-restoring, src/app/flowEntry.ts) and shows it as the flow draws it.
 * Otherwise it loads when the owner reaches for the form.
 */
export function useEntryFlow<F extends CodeFlow>(
  gate: FlowsGate,
  flow: F,
  sessionStore: KeyValueStore,
): FlowActor<F> | undefined {
  const actor = useMadeFlow(gate, flow);
  useEffect(() => {
    if (holdsFlow(sessionStore)) void gate.load(flow);
  }, [gate, flow, sessionStore]);
  useEffect(() => {
    if (actor || !holdsFlow(sessionStore)) dropEntryMark('flow-restoring');
  }, [actor, sessionStore]);
  return actor;
}

// Kept out of the gates' own modules, which every page loads: only the flow entry pages,
// whose forms render before their machines, read them this way.

/** The flow once made, by this page or an earlier one; undefined before. */
export function useMadeFlow<F extends CodeFlow>(
  gate: FlowsGate,
  flow: F,
): FlowActor<F> | undefined {
  return useSyncExternalStore(
    gate.subscribe,
    () => gate.made(flow),
    () => undefined,
  );
}

/** The session machine once loaded (the login form's); undefined before. */
export function useSessionActor(gate: SessionGate): SessionActor | undefined {
  return useSyncExternalStore(gate.subscribe, gate.actor, () => undefined);
}
