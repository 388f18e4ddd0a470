import { useEffect, useState } from 'react';
import type { CodeFlow } from '../../flows/registry';
import type { FlowActor } from '../../flows/machines';
import { dropEntryMark } from './entryScript';
import type { FlowsGate } from '../../app/flowsGate';
import { useMade } from '../../slowPhone/onDemand';
import { holdsFlow } from '../../app/storage/flowStorage';
import type { KeyValueStore } from '../../services/storage';

/**
 * The flow of a flow entry page, which renders its form before it. A flow this tab left
 * decides what the form shows, so then it loads at once; the page hid the form until it is
 * there (data-flow-restoring, src/bindings/flowEntry/entryScript.ts) and shows it as the flow draws it.
 * Otherwise it loads when the owner reaches for the form.
 */
export function useEntryFlow<F extends CodeFlow>(
  gate: FlowsGate,
  flow: F,
  sessionStore: KeyValueStore,
): FlowActor<F> | undefined {
  const actor = useMade(gate.flow(flow));
  // Read as the page starts: what its own forms write from then on (the draft of text typed
  // before the page was live, read as the form mounts) is not a flow this tab left.
  const [left] = useState(() => holdsFlow(sessionStore));
  useEffect(() => {
    if (left) void gate.flow(flow).load();
  }, [gate, flow, left]);
  useEffect(() => {
    if (actor || !left) dropEntryMark('flow-restoring');
  }, [actor, left]);
  return actor;
}
