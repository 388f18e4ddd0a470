import { useEffect } from 'react';
import type { CodeFlow } from '../flows/registry';
import type { FlowActor } from '../flows/machines';
import { dropEntryMark } from './flowEntry';
import type { FlowsGate } from './flowsGate';
import { useMade } from './onDemand';
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
  const actor = useMade(gate.flow(flow));
  useEffect(() => {
    if (holdsFlow(sessionStore)) void gate.flow(flow).load();
  }, [gate, flow, sessionStore]);
  useEffect(() => {
    if (actor || !holdsFlow(sessionStore)) dropEntryMark('flow-restoring');
  }, [actor, sessionStore]);
  return actor;
}
