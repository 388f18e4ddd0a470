import { useEffect, useSyncExternalStore } from 'react';
import { dropEntryMark } from './flowEntry';
import type { Flows } from './flows';
import type { FlowsGate } from './flowsGate';
import type { SessionActor } from './session';
import type { SessionGate } from './sessionGate';
import { holdsFlow } from './storage/flowStorage';
import type { KeyValueStore } from '../services/storage';

/**
 * The flows on a flow entry page, which renders its form before them. A flow this tab left
 * decides what the form shows, so then they load at once; the page hid the form until they
 * are there (data-flow-restoring, src/app/flowEntry.ts) and shows it as the flows draw it.
 * Otherwise they load when the owner reaches for the form.
 */
export function useEntryFlows(gate: FlowsGate, sessionStore: KeyValueStore) {
  const flows = useLoadedFlows(gate);
  useEffect(() => {
    if (holdsFlow(sessionStore)) void gate.load();
  }, [gate, sessionStore]);
  useEffect(() => {
    if (flows || !holdsFlow(sessionStore)) dropEntryMark('flow-restoring');
  }, [flows, sessionStore]);
  return flows;
}

// Kept out of the gates' own modules, which every page loads: only the flow entry pages,
// whose forms render before their machines, read them this way.

/** The flows once loaded; undefined before. */
function useLoadedFlows(gate: FlowsGate): Flows | undefined {
  return useSyncExternalStore(gate.subscribe, gate.current, () => undefined);
}

/** The session machine once loaded (the login form's); undefined before. */
export function useSessionActor(gate: SessionGate): SessionActor | undefined {
  return useSyncExternalStore(gate.subscribe, gate.actor, () => undefined);
}
